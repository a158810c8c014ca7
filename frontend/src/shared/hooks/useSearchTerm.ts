import { useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH } from '@lesne/domain';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The search to send for what the user typed (spec section 5): once typing pauses, three or
 * more characters search, an empty box resets, and one or two characters keep the last search.
 */
export function nextSearchTerm(typed: string, previous: string): string {
  const term = typed.trim();
  if (term.length === 0) return '';
  return term.length >= SEARCH_MIN_LENGTH ? term : previous;
}

export function useSearchTerm(typed: string, delayMs: number): string {
  const debounced = useDebouncedValue(typed, delayMs);
  const [term, setTerm] = useState('');
  useEffect(() => setTerm((previous) => nextSearchTerm(debounced, previous)), [debounced]);
  return term;
}
