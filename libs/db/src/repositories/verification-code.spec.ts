import { newVerificationCode, normalizeVerificationCode } from './documents.repository';

describe('verification codes', () => {
  it('are three groups of four characters without I, L, O or U, and differ every time', () => {
    const codes = Array.from({ length: 1000 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(codes).size).toBe(1000);
  });

  it('reads a typed code in lower case, with spaces or without dashes, as the stored one', () => {
    expect(normalizeVerificationCode('ab12 cd34-ef56')).toBe('AB12-CD34-EF56');
    expect(normalizeVerificationCode('AB12CD34EF56')).toBe('AB12-CD34-EF56');
  });

  it('refuses what cannot be a code: wrong length or a letter outside the alphabet', () => {
    expect(normalizeVerificationCode('AB12-CD34')).toBeNull();
    expect(normalizeVerificationCode('AB12-CD34-EF5O')).toBeNull();
    expect(normalizeVerificationCode('')).toBeNull();
  });
});
