import { queryOptions, useMutation } from '@tanstack/react-query';
import { reportQuietly } from '../../shared/feedback/notify';
import { fetchSurveyStatus, fetchSurveySummary, saveSurveyStep } from './survey.api';

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

/** Each step's answers so far, or a close; a failure is only logged (docs/product.md#feedback-survey): the user goes on either way. */
export function useSaveSurveyStep() {
  return useMutation({ mutationFn: saveSurveyStep, onError: (error) => reportQuietly('survey step', error) });
}
