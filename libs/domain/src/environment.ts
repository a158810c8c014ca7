import { plantedTrees } from './trees';

/**
 * What one planted tree gives, per the sister tree-planting service's published figures.
 * Each is multiplied by the company's tree sum for the home summary.
 */

/** kg of CO2 a grown tree absorbs in a year (European Environment Agency: ~22 kg/year). */
const CO2_KG_PER_TREE_YEAR = 22;

/** kg of paper one tree yields (17 trees make a tonne of paper: 1000 / 17 ≈ 58.8). */
const PAPER_KG_PER_TREE = 58.8;

/** m2 of forest one seedling takes (2,500 seedlings per hectare: 10,000 / 2,500). */
const FOREST_M2_PER_TREE = 4;

/**
 * People supplied with oxygen for a year by one tree: a tree gives ~118 kg of O2 a year and
 * a person breathes ~740 kg a year (118 / 740 ≈ 0.16).
 */
const OXYGEN_PEOPLE_PER_TREE = 0.16;

interface EnvironmentalStats {
  co2: number;
  paper: number;
  forest: number;
  oxygen: number;
}

/**
 * What the trees an event plants give: the measures (kg, m2) to 2 decimals, the people supplied with
 * oxygen as whole people. Computed from the planted (whole) trees, so that they agree with the tree
 * count shown beside them.
 */
export function environmentalStats(treeSum: number): EnvironmentalStats {
  const trees = plantedTrees(treeSum);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    co2: round(trees * CO2_KG_PER_TREE_YEAR),
    paper: round(trees * PAPER_KG_PER_TREE),
    forest: round(trees * FOREST_M2_PER_TREE),
    oxygen: Math.floor(trees * OXYGEN_PEOPLE_PER_TREE),
  };
}
