import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminEventRow, EventAdmin, EventListQuery } from '@lesne/contracts';
import { useIdempotencyKey } from '../../shared/api/useIdempotencyKey';
import { useAuthStore } from '../../shared/auth/auth.store';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { toCreateRequest, toUpdateRequest, type EventFormValues } from './event-form';
import { adminLogin, createEvent, deleteEvent, deleteEventActivities, fetchEvents, sendPasswordLink, updateEvent } from './events.api';

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

/** A new event, or (with its row) an edit of one; the table is asked again. A failure is also the form's to show. */
export function useSaveEvent(event: AdminEventRow | null) {
  const { t } = useTranslation('events');
  const queryClient = useQueryClient();
  const withKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (values: EventFormValues) =>
      event ? updateEvent(event.id, toUpdateRequest(values)) : withKey(createEvent, toCreateRequest(values)),
    onSuccess: () => {
      notifySuccess(t(event ? 'toast.edited' : 'toast.added'));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: (error) => notifyFailure(t(event ? 'toast.editError' : 'toast.addError'), error),
  });
}

/** An event deleted, or only its activities; the table is asked again. */
export function useDeleteEvent() {
  const { t } = useTranslation('events');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, event }: { kind: 'delete' | 'deleteActivities'; event: AdminEventRow }) =>
      kind === 'delete' ? deleteEvent(event.id) : deleteEventActivities(event.id),
    onSuccess: (_message, { kind }) => {
      notifySuccess(t(kind === 'delete' ? 'toast.deleted' : 'toast.activitiesDeleted'));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: (error, { kind }) => notifyFailure(t(kind === 'delete' ? 'toast.deleteError' : 'toast.deleteActivitiesError'), error),
  });
}

/** A password link mailed to an event's admin. */
export function useSendPasswordLink() {
  const { t } = useTranslation('events');
  return useMutation({
    mutationFn: (admin: EventAdmin) => sendPasswordLink(admin.id),
    onSuccess: () => notifySuccess(t('toast.passwordLinkSent')),
    onError: (error) => notifyFailure(t('toast.passwordLinkError'), error),
  });
}

/** The platform admin acts as an event's admin: the page reloads as them, and the banner there leads back. */
export function useLoginAsEventAdmin() {
  const { t } = useTranslation('events');
  const loginAs = useAuthStore((state) => state.loginAs);
  return useMutation({
    mutationFn: (admin: EventAdmin) => adminLogin(admin.id),
    onSuccess: (token) => loginAs(token),
    onError: (error) => notifyFailure(t('toast.loginAsError'), error),
  });
}
