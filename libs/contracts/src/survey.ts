/** GET /api/v1/csat/status: whether the signed-in user is offered the end-of-challenge survey. */
export interface SurveyStatusResponse {
  shouldShow: boolean;
}

/**
 * POST /api/v1/csat, sent on each Dalej with the answers so far (q1, then q1+q2, then all with
 * `answered: true` on Wyślij); one row per user, later calls overwrite the given answers.
 * `closed: true` (Zamknij before the end) counts one close; after 3 the survey is not offered again.
 * q1/q2: whole numbers 1-5; q3: free text, trimmed, at most 2000 characters.
 */
export interface SaveSurveyRequest {
  q1?: number;
  q2?: number;
  q3?: string;
  answered?: boolean;
  closed?: boolean;
}

/** GET /api/v1/csat/summary (company admin): the company's answers, anonymous. */
export interface SurveySummaryResponse {
  /** users who saved at least q1 */
  answers: number;
  /** null while nobody answered that question */
  q1Average: number | null;
  q2Average: number | null;
  /** non-empty q3 texts, newest first */
  suggestions: { text: string; at: string }[];
}
