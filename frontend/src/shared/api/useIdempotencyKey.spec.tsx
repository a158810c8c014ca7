import { renderHook } from '@testing-library/react';
import { anIdempotencyKey } from '../../test/idempotency';
import { useIdempotencyKey } from './useIdempotencyKey';

/** A create that fails as often as asked, then succeeds; it records the key of each call. */
function createFailing(failures: number) {
  const keys: string[] = [];
  const create = jest.fn(async (_body: { distance: number }, key: string) => {
    keys.push(key);
    if (keys.length <= failures) throw new Error('no answer');
    return { id: keys.length };
  });
  return { create, keys };
}

describe("a create form's Idempotency-Key", () => {
  it('is the same when the same body is submitted again after a failure', async () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const { create, keys } = createFailing(2);
    await expect(result.current(create, { distance: 5 })).rejects.toThrow('no answer');
    await expect(result.current(create, { distance: 5 })).rejects.toThrow('no answer');
    await expect(result.current(create, { distance: 5 })).resolves.toEqual({ id: 3 });
    expect(keys).toEqual([anIdempotencyKey, keys[0], keys[0]]);
  });

  it('is new when the body changed', async () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const { create, keys } = createFailing(1);
    await expect(result.current(create, { distance: 5 })).rejects.toThrow();
    await result.current(create, { distance: 6 });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is new for each submission after a success, even of the same body', async () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const { create, keys } = createFailing(0);
    await result.current(create, { distance: 5 });
    await result.current(create, { distance: 5 });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('belongs to one form: another form submitting the same body gets its own', async () => {
    const first = renderHook(() => useIdempotencyKey());
    const second = renderHook(() => useIdempotencyKey());
    const { create, keys } = createFailing(2);
    await expect(first.result.current(create, { distance: 5 })).rejects.toThrow();
    await expect(second.result.current(create, { distance: 5 })).rejects.toThrow();
    expect(keys[1]).not.toBe(keys[0]);
  });
});
