import type { SaveSurveyRequest } from '@lesne/contracts';

export type SurveyStep = 1 | 2 | 3 | 4;

export interface SurveyAnswers {
  q1: number | null;
  q2: number | null;
  q3: string;
}

export const NO_ANSWERS: SurveyAnswers = { q1: null, q2: null, q3: '' };

/** Dalej needs the step's rating: 1 to 2 only with q1, 2 to 3 only with q2. */
export function canGoNext(step: SurveyStep, answers: SurveyAnswers): boolean {
  if (step === 1) return answers.q1 !== null;
  if (step === 2) return answers.q2 !== null;
  return step === 3;
}

/** What a step sends: the answers so far; Wyślij on step 3 marks the survey answered. */
export function stepRequest(step: SurveyStep, answers: SurveyAnswers): SaveSurveyRequest {
  const request: SaveSurveyRequest = {};
  if (answers.q1 !== null) request.q1 = answers.q1;
  if (answers.q2 !== null) request.q2 = answers.q2;
  if (step === 3) {
    if (answers.q3.trim() !== '') request.q3 = answers.q3;
    request.answered = true;
  }
  return request;
}
