import { chatDelivery, retryAfterMs } from './delivery';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('chatDelivery', () => {
  it.each([
    [200, 'delivered'],
    [202, 'delivered'],
    [204, 'delivered'],
    [404, 'gone'],
    [410, 'gone'],
    [400, 'refused'],
    [401, 'refused'],
    [403, 'refused'],
    [413, 'refused'],
    [301, 'refused'],
    [302, 'refused'],
  ])('takes %p as %p', (status, outcome) => {
    expect(chatDelivery(status, null, NOW)).toEqual({ outcome });
  });

  it.each([429, 408, 500, 502, 503, 504])('tries %p again, with the caller’s backoff when no Retry-After is given', (status) => {
    expect(chatDelivery(status, null, NOW)).toEqual({ outcome: 'retry', afterMs: null });
  });

  it('waits as long as Retry-After says, in seconds or as an HTTP date', () => {
    expect(chatDelivery(429, '30', NOW)).toEqual({ outcome: 'retry', afterMs: 30_000 });
    expect(chatDelivery(503, 'Fri, 27 Nov 2026 12:01:30 GMT', NOW)).toEqual({ outcome: 'retry', afterMs: 90_000 });
  });

  it('ignores Retry-After on an answer that is not retried', () => {
    expect(chatDelivery(404, '30', NOW)).toEqual({ outcome: 'gone' });
  });
});

describe('retryAfterMs', () => {
  it.each([
    ['0', 0],
    [' 120 ', 120_000],
    ['Fri, 27 Nov 2026 11:00:00 GMT', 0],
    ['', null],
    ['soon', null],
    ['-5', null],
    ['1.5', null],
  ])('reads %p as %p ms', (header, expected) => {
    expect(retryAfterMs(header, NOW)).toBe(expected);
  });

  it('answers null without the header', () => {
    expect(retryAfterMs(null, NOW)).toBeNull();
  });
});
