export interface RankedTotals {
  treeSum: number;
  kmSum: number;
}

/** Only a row with a result holds a place: before anyone's first result the ranking is empty, not everyone first with 0 km. */
export function hasResults(totals: RankedTotals): boolean {
  return totals.treeSum > 0 || totals.kmSum > 0;
}

/** Ranking order: more trees first, then more km. */
export function compareTotals(a: RankedTotals, b: RankedTotals): number {
  return b.treeSum - a.treeSum || b.kmSum - a.kmSum;
}

/**
 * Places of consecutive rows of the ranking, equal sums sharing a place (1, 2, 2, 4).
 * `firstPosition` is the first row's 1-based position in the whole ranking and `firstPlace`
 * its place (lower than its position when it ties with rows before the page).
 */
export function assignPlaces(rows: readonly RankedTotals[], firstPosition: number, firstPlace: number): number[] {
  const places: number[] = [];
  rows.forEach((row, index) => {
    if (index === 0) places.push(firstPlace);
    else places.push(compareTotals(rows[index - 1], row) === 0 ? places[index - 1] : firstPosition + index);
  });
  return places;
}
