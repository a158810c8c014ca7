import { nextSearchTerm } from './useSearchTerm';

describe('nextSearchTerm', () => {
  it('searches from 3 characters, trimmed', () => {
    expect(nextSearchTerm('  ann ', '')).toBe('ann');
  });

  it('keeps the last search while 1 or 2 characters are typed', () => {
    expect(nextSearchTerm('an', 'anna')).toBe('anna');
    expect(nextSearchTerm('a', '')).toBe('');
  });

  it('resets on an empty box', () => {
    expect(nextSearchTerm('   ', 'anna')).toBe('');
  });
});
