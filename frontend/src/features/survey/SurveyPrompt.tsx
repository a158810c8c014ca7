import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthStore } from '../../shared/auth/auth.store';
import { SurveyModal } from './SurveyModal';
import { surveyStatusQuery } from './survey.queries';

/**
 * Offers the survey once a session when the server says so. Not while a platform admin acts as
 * someone: their answers and closes would count as that user's.
 */
export function SurveyPrompt() {
  const actingAsSomeone = useAuthStore((state) => state.adminToken !== null);
  const status = useQuery({ ...surveyStatusQuery, enabled: !actingAsSomeone });
  const [done, setDone] = useState(false);
  if (actingAsSomeone || done || !status.data?.shouldShow) return null;
  return <SurveyModal onDone={() => setDone(true)} />;
}
