import type { EntityManager } from 'typeorm';
import { documentPath, type UserDataExport } from '@lesne/contracts';
import { deletionDueDay } from '@lesne/domain';
import { allUserUploads } from './activity-uploads.repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/**
 * Everything the product holds about one user, as the user downloads it: a handful of queries,
 * each by the user's id (one for all their activities), so thousands of activities take well
 * under a second. Strava's tokens are never part of it. Null when the user is gone.
 */
export async function userDataExport(manager: EntityManager, userId: number, now: Date): Promise<UserDataExport | null> {
  const [user]: Array<{
    id: number; name: string; email: string; diploma_name: string | null; role: UserDataExport['profile']['role'];
    company_id: number | null; company_name: string | null; team_id: number | null; team_name: string | null;
    created_at: Date; terms_accepted_at: Date | null; km_sum: string; tree_sum: string; activity_count: number; deletion_requested_at: Date | null; hide_name: boolean;
  }> = await manager.query(
    `SELECT u.id, u.name, u.email, u.diploma_name, u.role, u.company_id, c.name AS company_name, u.team_id, t.name AS team_name,
            u.created_at, u.terms_accepted_at, u.km_sum, u.tree_sum, u.activity_count, u.deletion_requested_at, u.hide_name
       FROM app_user u LEFT JOIN company c ON c.id = u.company_id LEFT JOIN team t ON t.id = u.team_id
      WHERE u.id = $1`,
    [userId],
  );
  if (!user) return null;
  const [activities, diplomas, surveys, stravas, uploads] = await Promise.all([
    manager.query(
      `SELECT a.id, a.day::text AS day, a.start_time, at.name AS type, a.distance, a.trees, a.source, a.status, a.flagged, a.created_at
         FROM activity a JOIN activity_type at ON at.id = a.activity_type_id
        WHERE a.user_id = $1 ORDER BY a.start_time DESC, a.id DESC`,
      [userId],
    ) as Promise<Array<{ id: number; day: string; start_time: Date; type: string; distance: string; trees: string; source: UserDataExport['activities'][number]['source']; status: UserDataExport['activities'][number]['status']; flagged: boolean; created_at: Date }>>,
    manager.query(
      `SELECT id, name, lang, km, trees, verification_code, document_token, created_at, replaced_at
         FROM diploma WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    ) as Promise<Array<{ id: number; name: string; lang: string; km: string | null; trees: number; verification_code: string; document_token: string; created_at: Date; replaced_at: Date | null }>>,
    manager.query('SELECT q1, q2, q3, answered_at FROM survey_answer WHERE user_id = $1', [userId]) as Promise<Array<{ q1: number | null; q2: number | null; q3: string | null; answered_at: Date | null }>>,
    manager.query('SELECT athlete_id, access_type, scope, created_at FROM strava_connection WHERE user_id = $1', [userId]) as Promise<Array<{ athlete_id: string; access_type: 'full' | 'restricted'; scope: string; created_at: Date }>>,
    allUserUploads(manager, userId),
  ]);
  const [survey] = surveys;
  const [strava] = stravas;
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      diplomaName: user.diploma_name,
      role: user.role,
      company: user.company_id === null ? null : { id: user.company_id, name: user.company_name ?? '' },
      createdAt: user.created_at.toISOString(),
      termsAcceptedAt: iso(user.terms_accepted_at),
      totals: { kmSum: Number(user.km_sum), treeSum: Number(user.tree_sum), activityCount: user.activity_count },
      hideName: user.hide_name,
    },
    team: user.team_id === null ? null : { id: user.team_id, name: user.team_name ?? '' },
    activities: activities.map((a) => ({
      id: a.id,
      day: a.day,
      startTime: a.start_time.toISOString(),
      type: a.type,
      distanceKm: Number(a.distance),
      trees: Number(a.trees),
      source: a.source,
      status: a.status,
      flagged: a.flagged,
      createdAt: a.created_at.toISOString(),
    })),
    uploads: uploads.map((u) => ({
      id: u.id,
      fileName: u.fileName,
      state: u.state,
      refusal: u.refusal,
      startTime: iso(u.startTime),
      distanceKm: u.distance,
      elapsedSeconds: u.elapsedSeconds,
      deviceName: u.deviceName,
      activityId: u.activityId,
      uploadedAt: u.createdAt.toISOString(),
    })),
    diplomas: diplomas.map((d) => ({
      id: d.id,
      name: d.name,
      lang: d.lang,
      km: d.km === null ? null : Number(d.km),
      trees: Number(d.trees),
      verificationCode: d.verification_code,
      documentPath: documentPath(d.document_token),
      createdAt: d.created_at.toISOString(),
      replacedAt: iso(d.replaced_at),
    })),
    survey: survey ? { q1: survey.q1, q2: survey.q2, q3: survey.q3, answeredAt: iso(survey.answered_at) } : null,
    strava: strava ? { athleteId: String(strava.athlete_id), accessType: strava.access_type, scope: strava.scope, connectedAt: strava.created_at.toISOString() } : null,
    deletionRequest: user.deletion_requested_at
      ? { requestedAt: user.deletion_requested_at.toISOString(), dueDay: deletionDueDay(user.deletion_requested_at) }
      : null,
  };
}
