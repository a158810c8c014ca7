import { IDEMPOTENCY_KEY_MAX_LENGTH, isIdempotencyKey } from './idempotency';

describe('isIdempotencyKey', () => {
  it('takes 1 to 100 visible ASCII characters, such as a UUID', () => {
    expect(isIdempotencyKey('3f2b9c1e-8d4a-4b6f-9e2a-1c5d7f9b0a42')).toBe(true);
    expect(isIdempotencyKey('x')).toBe(true);
    expect(isIdempotencyKey('k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH))).toBe(true);
  });

  it('refuses an empty, too long, spaced, non-ASCII or non-string key', () => {
    for (const key of ['', 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1), 'a b', 'klucz-ż', 'a\u0000b', undefined, ['a']]) {
      expect(isIdempotencyKey(key)).toBe(false);
    }
  });
});
