import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EventListQuery } from '@lesne/contracts';
import { fetchEvents } from './events.api';

export const eventKeys = {
  all: ['events'] as const,
  list: (query: EventListQuery) => [...eventKeys.all, query] as const,
};

/** The events of the platform admin's table; the rows shown stay while another search or sort loads. */
export const eventListQuery = (query: EventListQuery) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: () => fetchEvents(query),
    placeholderData: keepPreviousData,
    meta: { failureToast: 'events:toast.fetchError' },
  });
