import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddActivityRequest, CompanyActivitiesQuery, DetailedActivityItem } from '@lesne/contracts';
import { saveFile } from '../../shared/api/download';
import { useIdempotencyKey } from '../../shared/api/useIdempotencyKey';
import { notifyFailure, notifyInfo, notifySuccess } from '../../shared/feedback/notify';
import { userKeys } from '../user';
import {
  addActivity,
  deleteActivity,
  downloadCompanyActivitiesCsv,
  fetchActivityTypes,
  fetchCompanyActivities,
  fetchRankingRowActivities,
  fetchUserActivities,
  flagActivity,
} from './activities.api';

export const activityKeys = {
  all: ['activities'] as const,
  /** someone's approved activities, as an opened ranking row shows them */
  approved: () => [...activityKeys.all, 'approved'] as const,
  approvedOf: (userId: number) => [...activityKeys.approved(), userId] as const,
  /** the signed-in user's own entries, pending and denied ones too */
  mine: () => [...activityKeys.all, 'mine'] as const,
  mineOf: (userId: number) => [...activityKeys.mine(), userId] as const,
  /** the company's approved activities, filtered and paged, with their summary */
  companyLists: () => [...activityKeys.all, 'company'] as const,
  company: (query: CompanyActivitiesQuery) => [...activityKeys.companyLists(), query] as const,
  types: () => [...activityKeys.all, 'types'] as const,
};

/**
 * Someone's approved activities as their opened ranking row shows them, asked for when it first
 * opens; a change of the company's totals asks again for the open rows and forgets the others (useLiveCache).
 */
export const approvedActivitiesQuery = (userId: number) =>
  queryOptions({ queryKey: activityKeys.approvedOf(userId), queryFn: () => fetchRankingRowActivities(userId), staleTime: Infinity });

/** The user's own entries; a decision on one of them arrives live (useLiveCache). */
export const myActivitiesQuery = (userId: number) =>
  queryOptions({ queryKey: activityKeys.mineOf(userId), queryFn: () => fetchUserActivities(userId, true) });

export const activityTypesQuery = queryOptions({ queryKey: activityKeys.types(), queryFn: fetchActivityTypes });

/** A page of the company's activities, with the summary of all that match. */
export const companyActivitiesQuery = (query: CompanyActivitiesQuery) =>
  queryOptions({
    queryKey: activityKeys.company(query),
    queryFn: () => fetchCompanyActivities({ ...query, showSummary: true }),
    meta: { failureToast: 'activityList:fetchError' },
  });

/**
 * A result added by hand: counted at once or waiting for approval, said by a toast; my entries and
 * my totals are asked again. A failure is the form's to show (the mutation's error).
 */
export function useAddActivity(userId: number) {
  const { t } = useTranslation('activities');
  const queryClient = useQueryClient();
  const withKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: AddActivityRequest) => withKey(addActivity, body),
    onSuccess: (response) => {
      if (response.status === 'approved') notifySuccess(t('addResult.success'));
      else notifyInfo(t('addResult.pending'));
      void queryClient.invalidateQueries({ queryKey: userKeys.profile });
      void queryClient.invalidateQueries({ queryKey: activityKeys.mineOf(userId) });
    },
  });
}

/** A result deleted from a list shown in full: it leaves my entries at once, the company's list and my totals are asked again. */
export function useDeleteActivity() {
  const { t } = useTranslation('activities');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: DetailedActivityItem) => deleteActivity(activity.id),
    onSuccess: (_message, activity) => {
      notifySuccess(t('delete.success'));
      queryClient.setQueriesData<DetailedActivityItem[]>({ queryKey: activityKeys.mine() }, (items) =>
        items?.filter((item) => item.id !== activity.id),
      );
      void queryClient.invalidateQueries({ queryKey: activityKeys.companyLists() });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile });
    },
    onError: (error) => notifyFailure(t('delete.error'), error),
  });
}

/** Someone else's result flagged from an opened ranking row: the row shows it flagged without asking again. */
export function useFlagActivity() {
  const { t } = useTranslation('ranking');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: DetailedActivityItem) => flagActivity(activity.id),
    onSuccess: (_message, activity) => {
      notifySuccess(t('rankRow.addFlagSuccess'));
      queryClient.setQueryData(approvedActivitiesQuery(activity.user_id).queryKey, (row) =>
        row && { ...row, items: row.items.map((item) => (item.id === activity.id ? { ...item, flagged: true } : item)) },
      );
    },
    onError: (error) => notifyFailure(t('rankRow.addFlagError'), error),
  });
}

/** The company's activities with the list's filters, as a CSV file (named by the server, else by its dates). */
export function useDownloadCompanyActivitiesCsv() {
  const { t } = useTranslation('activityList');
  return useMutation({
    mutationFn: (query: CompanyActivitiesQuery) => downloadCompanyActivitiesCsv(query),
    onSuccess: ({ blob, filename }, query) =>
      saveFile(blob, filename ?? t('csvFilename', { from: query.dateFrom ?? '', to: query.dateTo ?? '' })),
    onError: (error) => notifyFailure(t('csvError'), error),
  });
}
