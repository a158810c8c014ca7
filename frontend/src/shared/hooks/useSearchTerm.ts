import { useState } from 'react';
import { SEARCH_MIN_LENGTH } from '@lesne/domain';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The search to send for what the user typed (docs/product.md#validation): once typing pauses, three or
 * more characters search, an empty box resets, and one or two characters keep the last search.
 */
export function nextSearchTerm(typed: string, previous: string): string {
  const term = typed.trim();
  if (term.length === 0) return '';
  return term.length >= SEARCH_MIN_LENGTH ? term : previous;
}

export function useSearchTerm(typed: string, delayMs: number): string {
  const debounced = useDebouncedValue(typed, delayMs);
  const [search, setSearch] = useState(() => ({ from: debounced, term: nextSearchTerm(debounced, '') }));
  // A new pause in typing: the term follows it in the same render.
  if (search.from !== debounced) setSearch({ from: debounced, term: nextSearchTerm(debounced, search.term) });
  return search.from === debounced ? search.term : nextSearchTerm(debounced, search.term);
}
