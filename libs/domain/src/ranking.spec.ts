import { assignPlaces, compareTotals, hasResults } from './ranking';

const row = (treeSum: number, kmSum: number) => ({ treeSum, kmSum });

describe('ranking places', () => {
  it('orders by trees, then km', () => {
    expect([row(5, 10), row(6, 1), row(5, 20)].sort(compareTotals)).toEqual([row(6, 1), row(5, 20), row(5, 10)]);
  });

  it('lets equal sums share a place and skips the places they took (1, 2, 2, 4)', () => {
    expect(assignPlaces([row(9, 9), row(8, 8), row(8, 8), row(7, 7)], 1, 1)).toEqual([1, 2, 2, 4]);
  });

  it('continues a tie that began on the previous page', () => {
    // positions 21-23; the first of them ties with position 19, so it holds place 19
    expect(assignPlaces([row(3, 3), row(3, 3), row(2, 2)], 21, 19)).toEqual([19, 19, 23]);
  });

  it('gives nothing for no rows', () => {
    expect(assignPlaces([], 1, 1)).toEqual([]);
  });
});

describe('who is ranked', () => {
  it('ranks only rows with a result, trees or km', () => {
    expect([hasResults({ treeSum: 0, kmSum: 0 }), hasResults({ treeSum: 0.01, kmSum: 0 }), hasResults({ treeSum: 0, kmSum: 0.5 })]).toEqual([false, true, true]);
  });
});
