import type { EntityManager } from 'typeorm';
import type { SurveyProgress } from '@lesne/domain';

export interface SurveyStep {
  userId: number;
  companyId: number;
  /** an answer left out keeps the one saved before */
  q1?: number;
  q2?: number;
  q3?: string;
  answered: boolean;
  closed: boolean;
}

/** Saves one step of a user's survey into their single row: answers given, a close counted, the send noted once. */
export async function saveSurveyStep(manager: EntityManager, step: SurveyStep): Promise<void> {
  await manager.query(
    `INSERT INTO survey_answer (user_id, company_id, q1, q2, q3, closes, answered_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN 1 ELSE 0 END, CASE WHEN $7 THEN now() END)
     ON CONFLICT (user_id) DO UPDATE SET
       company_id = EXCLUDED.company_id,
       q1 = COALESCE(EXCLUDED.q1, survey_answer.q1),
       q2 = COALESCE(EXCLUDED.q2, survey_answer.q2),
       q3 = COALESCE(EXCLUDED.q3, survey_answer.q3),
       closes = survey_answer.closes + EXCLUDED.closes,
       answered_at = COALESCE(survey_answer.answered_at, EXCLUDED.answered_at),
       updated_at = now()`,
    [step.userId, step.companyId, step.q1 ?? null, step.q2 ?? null, step.q3 ?? null, step.closed, step.answered],
  );
}

const PROGRESS_COLUMNS = 'answered_at IS NOT NULL AS answered, closes, offered_on::text AS "offeredOn"';

export async function surveyProgressOf(manager: EntityManager, userId: number): Promise<SurveyProgress | null> {
  const rows: SurveyProgress[] = await manager.query(`SELECT ${PROGRESS_COLUMNS} FROM survey_answer WHERE user_id = $1`, [userId]);
  return rows[0] ?? null;
}

/** The user's survey row, made empty if they have none, locked for the caller's transaction: two tabs decide one after the other. */
export async function lockSurveyProgress(manager: EntityManager, userId: number, companyId: number): Promise<SurveyProgress> {
  await manager.query('INSERT INTO survey_answer (user_id, company_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, companyId]);
  const rows: SurveyProgress[] = await manager.query(`SELECT ${PROGRESS_COLUMNS} FROM survey_answer WHERE user_id = $1 FOR UPDATE`, [userId]);
  return rows[0];
}

/** The Warsaw day the survey was offered, so it is not offered again that day. */
export async function recordSurveyOffer(manager: EntityManager, userId: number, day: string): Promise<void> {
  await manager.query('UPDATE survey_answer SET offered_on = $2 WHERE user_id = $1', [userId, day]);
}

export interface SurveySummary {
  answers: number;
  q1Average: number | null;
  q2Average: number | null;
  suggestions: { text: string; at: Date }[];
}

/** A company's answers without who gave them: averages rounded to 2 places, suggestions newest first. */
export async function surveySummaryOf(manager: EntityManager, companyId: number): Promise<SurveySummary> {
  const [totals]: Array<{ answers: string; q1_average: string | null; q2_average: string | null }> = await manager.query(
    `SELECT COUNT(q1) AS answers, ROUND(AVG(q1), 2) AS q1_average, ROUND(AVG(q2), 2) AS q2_average
       FROM survey_answer WHERE company_id = $1`,
    [companyId],
  );
  const suggestions: Array<{ text: string; at: Date }> = await manager.query(
    `SELECT q3 AS text, updated_at AS at FROM survey_answer
      WHERE company_id = $1 AND q3 <> '' ORDER BY updated_at DESC, id DESC`,
    [companyId],
  );
  const average = (value: string | null) => (value === null ? null : Number(value));
  return { answers: Number(totals.answers), q1Average: average(totals.q1_average), q2Average: average(totals.q2_average), suggestions };
}
