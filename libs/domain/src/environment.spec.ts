import { environmentalStats } from './environment';

describe('environmentalStats', () => {
  it('multiplies the tree sum by each per-tree figure, to 2 decimals', () => {
    expect(environmentalStats(100)).toEqual({ co2: 2200, paper: 5880, forest: 400, oxygen: 16 });
    expect(environmentalStats(1.5)).toEqual({ co2: 33, paper: 88.2, forest: 6, oxygen: 0.24 });
    expect(environmentalStats(0)).toEqual({ co2: 0, paper: 0, forest: 0, oxygen: 0 });
  });
});
