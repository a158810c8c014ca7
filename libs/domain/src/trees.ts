/** km per tree: rides count against the bike ratio, everything else the standard one. */
interface TreeRatios {
  standard: number;
  bike: number;
}

const BIKE_ACTIVITY_TYPE = 'ride';

/** Trees earned by one activity, fixed when it is logged (4 decimals, as stored). */
export function treesFor(distanceKm: number, activityTypeKey: string, ratios: TreeRatios): number {
  const ratio = activityTypeKey === BIKE_ACTIVITY_TYPE ? ratios.bike : ratios.standard;
  return Math.round((distanceKm / ratio) * 10_000) / 10_000;
}

/**
 * The trees a sum of results plants: whole trees only, as no one plants part of one. Every place
 * that counts an event's trees (headlines, documents, the environmental figures) uses this, while a
 * person's or an activity's trees stay a measure with decimals, since the ranking orders by them
 * (docs/product.md#languages-and-formats). Stored sums carry four decimals; rounding to those first
 * keeps a sum like 2.9999999999 (float noise) at 3.
 */
export function plantedTrees(treeSum: number): number {
  return Number.isFinite(treeSum) ? Math.max(0, Math.floor(Math.round(treeSum * 10_000) / 10_000)) : 0;
}
