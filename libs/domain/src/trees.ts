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
