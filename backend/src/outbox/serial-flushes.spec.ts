import { SerialFlushes } from './serial-flushes';

/** A flush that stays open until the test ends it, counting how many started. */
function heldFlushes() {
  const ends: Array<() => void> = [];
  const flush = jest.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
  const endNext = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    ends.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { flush, endNext };
}

describe('serial flushes', () => {
  it('runs one flush for requests made together', async () => {
    const flush = jest.fn().mockResolvedValue(0);
    const flushes = new SerialFlushes(flush, jest.fn());
    for (let request = 0; request < 10; request++) flushes.request();
    await flushes.settled();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('runs one more flush, after the running one, for requests made while it runs', async () => {
    const { flush, endNext } = heldFlushes();
    const flushes = new SerialFlushes(flush, jest.fn());
    flushes.request();
    await new Promise((resolve) => setImmediate(resolve));
    expect(flush).toHaveBeenCalledTimes(1);
    for (let request = 0; request < 5; request++) flushes.request();
    expect(flush).toHaveBeenCalledTimes(1);
    await endNext();
    expect(flush).toHaveBeenCalledTimes(2);
    await endNext();
    await flushes.settled();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('reports a failed flush and keeps flushing on later requests', async () => {
    const flush = jest.fn().mockRejectedValueOnce(new Error('Redis away')).mockResolvedValue(0);
    const failed = jest.fn();
    const flushes = new SerialFlushes(flush, failed);
    flushes.request();
    await flushes.settled();
    flushes.request();
    await flushes.settled();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'Redis away' }));
    expect(flush).toHaveBeenCalledTimes(2);
  });
});
