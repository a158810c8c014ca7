import { queryOptions } from '@tanstack/react-query';
import { fetchSurveyStatus, fetchSurveySummary } from './survey.api';

const surveyKeys = {
  status: ['survey', 'status'] as const,
  summary: ['survey', 'summary'] as const,
};

/** Asked once a session: the answer does not change while the user does nothing with the survey. */
export const surveyStatusQuery = queryOptions({
  queryKey: surveyKeys.status,
  queryFn: fetchSurveyStatus,
  staleTime: Infinity,
  meta: { logFailure: 'survey status' },
});

export const surveySummaryQuery = queryOptions({
  queryKey: surveyKeys.summary,
  queryFn: fetchSurveySummary,
});
