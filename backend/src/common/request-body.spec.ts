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

  it('stops at the first level too many, so a 3.8 MB bomb costs next to nothing', () => {
    const bomb = '['.repeat(1_900_000) + ']'.repeat(1_900_000);
    const started = process.hrtime.bigint();
    expect(nestsDeeperThan(bomb, 32)).toBe(true);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(50);
  });
});
