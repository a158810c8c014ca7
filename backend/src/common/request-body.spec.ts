import { nestsDeeperThan } from './request-body';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects alike, up to the limit and one past it', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('1', 0)).toBe(false);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"name":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"name":"a\\"[[[[","b":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"name":"\\\\",[[["x"]]]}', 3)).toBe(true);
  });

  it('stops at the first level too many, so a 3.8 MB bomb costs a fraction of reading as much flat JSON', () => {
    const bomb = '['.repeat(1_900_000) + ']'.repeat(1_900_000);
    const flat = `[${'1,'.repeat(1_899_999)}1]`;
    // the fastest of five each: a pause of a busy machine lengthens a run, never shortens one
    const fastest = (text: string, expected: boolean) =>
      Math.min(
        ...Array.from({ length: 5 }, () => {
          const started = process.hrtime.bigint();
          expect(nestsDeeperThan(text, 32)).toBe(expected);
          return Number(process.hrtime.bigint() - started);
        }),
      );
    expect(fastest(bomb, true)).toBeLessThan(fastest(flat, false) / 20);
  });
});
