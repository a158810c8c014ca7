import { treesFor } from './trees';

describe('treesFor', () => {
  const ratios = { standard: 5, bike: 20 };

  it('divides by the standard ratio for everything but rides', () => {
    expect(treesFor(10, 'run', ratios)).toBe(2);
    expect(treesFor(7.5, 'walk', ratios)).toBe(1.5);
  });

  it('divides rides by the bike ratio', () => {
    expect(treesFor(30, 'ride', ratios)).toBe(1.5);
  });

  it('keeps four decimals', () => {
    expect(treesFor(1, 'swim', { standard: 3, bike: 20 })).toBe(0.3333);
  });
});
