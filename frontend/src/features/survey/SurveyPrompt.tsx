import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthStore } from '../../shared/auth/auth.store';
import { SurveyModal } from './SurveyModal';
import { surveyOfferQuery } from './survey.queries';

/**
 * Offers the survey when the server gives today's offer (at most once a day). Not while a
 * platform admin acts as someone: their answers, closes and offers would count as that user's.
 */
export function SurveyPrompt() {
  const actingAsSomeone = useAuthStore((state) => state.adminToken !== null);
  const offer = useQuery({ ...surveyOfferQuery, enabled: !actingAsSomeone });
  const [done, setDone] = useState(false);
  if (actingAsSomeone || done || !offer.data?.shouldShow) return null;
  return <SurveyModal onDone={() => setDone(true)} />;
}
