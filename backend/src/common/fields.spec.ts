import { isId, isStorableText } from './fields';

describe('isStorableText', () => {
  it('takes any text Postgres can store, emoji (a whole surrogate pair) included', () => {
    for (const text of ['', 'Zażółć gęślą jaźń', 'drużyna 🌲', '\t\n']) expect(isStorableText(text)).toBe(true);
  });

  it('refuses NUL, half a surrogate pair, and what is not text', () => {
    for (const value of ['a\u0000b', '\ud800', '\ud800@x.pl', 'x\udc00y', '🌲'.slice(0, 1), 12, null, ['a']]) expect(isStorableText(value)).toBe(false);
  });
});

describe('isId', () => {
  it('takes whole numbers from 1 to the largest Postgres integer', () => {
    for (const value of [1, 12, 2_147_483_647]) expect(isId(value)).toBe(true);
  });

  it('refuses everything else, as sent: no coercion of "12" or true', () => {
    for (const value of [0, -1, 1.5, 2_147_483_648, 1e300, Number.NaN, '12', true, null]) expect(isId(value)).toBe(false);
  });
});
