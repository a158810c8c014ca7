import { webhookReadCaps } from './strava-webhook-limits';

describe('webhookReadCaps', () => {
  it("gives webhook events a fifth of each of Strava's read windows", () => {
    expect(webhookReadCaps([100, 1000])).toEqual([20, 200]);
    expect(webhookReadCaps([600, 30_000])).toEqual([120, 6000]);
  });

  it('rounds down, and leaves at least one read a window so an event is never kept waiting for good', () => {
    expect(webhookReadCaps([12, 104])).toEqual([2, 20]);
    expect(webhookReadCaps([3, 4])).toEqual([1, 1]);
    expect(webhookReadCaps([0, 0])).toEqual([1, 1]);
  });
});
