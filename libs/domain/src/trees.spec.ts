import { plantedTrees, treesFor } from './trees';

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

describe('plantedTrees', () => {
  it('counts whole trees only, never rounding up to a tree not earned', () => {
    expect([plantedTrees(523.52), plantedTrees(0.9999), plantedTrees(12), plantedTrees(0)]).toEqual([523, 0, 12, 0]);
  });

  it('ignores float noise below the four stored decimals', () => {
    expect(plantedTrees(0.1 * 3 * 10)).toBe(3);
    expect(plantedTrees(2.99999999999)).toBe(3);
  });

  it('counts nothing for a sum that is not a number', () => {
    expect(plantedTrees(Number.NaN)).toBe(0);
  });
});
