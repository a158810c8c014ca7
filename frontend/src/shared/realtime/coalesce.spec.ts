import { coalesce } from './coalesce';

describe('coalesce', () => {
  afterEach(() => jest.useRealTimers());

  it('runs at once, then once more at the end of a burst', () => {
    jest.useFakeTimers();
    const action = jest.fn();
    const merged = coalesce(action, 1000);
    merged.run();
    expect(action).toHaveBeenCalledTimes(1);
    merged.run();
    merged.run();
    merged.run();
    expect(action).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(action).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5000);
    expect(action).toHaveBeenCalledTimes(2);
    merged.run();
    expect(action).toHaveBeenCalledTimes(3);
  });

  it('forgets a pending run when cancelled', () => {
    jest.useFakeTimers();
    const action = jest.fn();
    const merged = coalesce(action, 1000);
    merged.run();
    merged.run();
    merged.cancel();
    jest.advanceTimersByTime(2000);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
