import { pageSlots, totalPages } from './pagination';

describe('pageSlots', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres five numbers on the current page, keeping first and last with ellipses', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
  });

  it('slides the window against the edges', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows no ellipsis where no page is skipped', () => {
    expect(pageSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlots(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 8]);
  });

  it('clamps a page out of range and has nothing for no pages', () => {
    expect(pageSlots(99, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(1, 0)).toEqual([]);
  });
});

describe('totalPages', () => {
  it('rounds up and never goes negative', () => {
    expect(totalPages(0, 25)).toBe(0);
    expect(totalPages(25, 25)).toBe(1);
    expect(totalPages(26, 25)).toBe(2);
    expect(totalPages(-5, 25)).toBe(0);
  });
});
