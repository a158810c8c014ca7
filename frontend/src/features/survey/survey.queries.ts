import { queryOptions, useMutation } from '@tanstack/react-query';
import { reportQuietly } from '../../shared/feedback/notify';
import { fetchSurveySummary, saveSurveyStep, takeSurveyOffer } from './survey.api';

const surveyKeys = {
  offer: ['survey', 'offer'] as const,
  summary: ['survey', 'summary'] as const,
};

/**
 * Asked once a session. A query although it posts: the server records the day's offer, and the
 * query cache is what keeps a second mount of the layout (or React's strict mode) from asking
 * again and being told no.
 */
export const surveyOfferQuery = queryOptions({
  queryKey: surveyKeys.offer,
  queryFn: takeSurveyOffer,
  staleTime: Infinity,
  gcTime: Infinity,
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
