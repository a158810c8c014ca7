import i18next from 'i18next';
import { numberIn, parseNumber, translate } from './validators';

describe('parseNumber', () => {
  it('reads dots and Polish commas as decimals', () => {
    expect(parseNumber('7,5')).toBe(7.5);
    expect(parseNumber(' 12.25 ')).toBe(12.25);
    expect(parseNumber('-1')).toBe(-1);
  });

  it('gives NaN for anything else', () => {
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('1e3')).toBeNaN();
    expect(parseNumber('abc')).toBeNaN();
  });
});

describe('numberIn', () => {
  const rule = numberIn({ min: 1, max: 99_999_999 });

  afterEach(async () => {
    await i18next.changeLanguage('pl');
  });

  it('asks for whole numbers within the range', () => {
    expect(rule('5')).toBeUndefined();
    expect(rule('0')).toEqual({ key: 'validation:min', values: { min: 1 } });
    expect(rule('100000000')).toEqual({ key: 'validation:max', values: { max: 99_999_999 } });
    expect(rule('2,5')).toEqual({ key: 'validation:integer' });
    expect(numberIn({ min: 1, max: 20 }, { decimals: true })('2,5')).toBeUndefined();
  });

  it('shows the limits in the language of the screen when translated', async () => {
    const tooMany = rule('100000000') ?? 'no message';
    expect(translate(tooMany)).toBe('Maksymalna wartość to 99\u00a0999\u00a0999.');
    await i18next.changeLanguage('en');
    expect(translate(tooMany)).toBe('The maximum value is 99,999,999.');
  });
});
