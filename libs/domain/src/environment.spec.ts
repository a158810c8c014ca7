import { environmentalStats } from './environment';

describe('environmentalStats', () => {
  it('multiplies the planted (whole) trees by each per-tree figure, to 2 decimals, and counts whole people', () => {
    expect(environmentalStats(100)).toEqual({ co2: 2200, paper: 5880, forest: 400, oxygen: 16 });
    expect(environmentalStats(1.5)).toEqual({ co2: 22, paper: 58.8, forest: 4, oxygen: 0 });
    expect(environmentalStats(523.52)).toEqual({ co2: 11506, paper: 30752.4, forest: 2092, oxygen: 83 });
    expect(environmentalStats(0)).toEqual({ co2: 0, paper: 0, forest: 0, oxygen: 0 });
  });
});
