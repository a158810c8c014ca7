import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompanyActivitiesQuery } from '@lesne/contracts';
import { ACTIVITY_LIST_FIRST_DAY, DEFAULT_PAGE_SIZE, warsawDay } from '@lesne/domain';
import { useSearchTerm } from '../../shared/hooks/useSearchTerm';
import { companyActivitiesQuery } from '../activities';

/** Searches wait 500 ms after typing stops (docs/product.md#constants). */
export const ACTIVITY_SEARCH_DEBOUNCE_MS = 500;

/** 'to' before 'from' is not a range (both YYYY-MM-DD; an empty one leaves the server's default). */
function rangeIsValid(from: string, to: string): boolean {
  return !from || !to || to >= from;
}

/** The filters as the server takes them; the list and the CSV use the same ones. */
function activitiesQuery(filters: { from: string; to: string; search: string; types: readonly number[] }): CompanyActivitiesQuery {
  return {
    dateFrom: filters.from || undefined,
    dateTo: filters.to || undefined,
    search: filters.search || undefined,
    activityTypes: filters.types.length > 0 ? [...filters.types].sort((a, b) => a - b).join(',') : undefined,
  };
}

/**
 * The activity list's filters, page and answer. A range with 'to' before 'from' is shown as
 * typed but not sent: the list keeps the last valid one. Any filter change starts at page 1,
 * and the rows shown stay while the next answer loads.
 */
export function useActivityList() {
  const [from, setFrom] = useState(ACTIVITY_LIST_FIRST_DAY);
  const [to, setTo] = useState(() => warsawDay(new Date()));
  const [applied, setApplied] = useState({ from, to });
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed, ACTIVITY_SEARCH_DEBOUNCE_MS);
  const [types, setTypes] = useState<readonly number[]>([]);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);

  const rangeValid = rangeIsValid(from, to);
  if (rangeValid && (applied.from !== from || applied.to !== to)) setApplied({ from, to });

  const query = activitiesQuery({ ...applied, search, types });
  const filtersKey = JSON.stringify({ query, perPage });
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;

  const list = useQuery({ ...companyActivitiesQuery({ ...query, page, perpage: perPage }), placeholderData: keepPreviousData });

  function toggleType(id: number) {
    setTypes((held) => (held.includes(id) ? held.filter((type) => type !== id) : [...held, id]));
  }

  return {
    from,
    setFrom,
    to,
    setTo,
    rangeValid,
    typed,
    setTyped,
    types,
    toggleType,
    page,
    setPage: (next: number) => setPaging({ filtersKey, page: next }),
    perPage,
    setPerPage,
    /** what the list shows now: the CSV downloads the same */
    query,
    list,
  };
}
