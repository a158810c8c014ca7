import { documentPath } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { type Company, db, Diploma, type User } from '@lesne/db';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

const exportOf = (user: User) => stack.as(user).get('/api/v1/user/export');

/** Everything a user can have: activities, a team, a current and a replaced diploma, survey answers, a Strava connection. */
async function withData(company: Company, user: User, activities: number, tag: string): Promise<{ diplomaTokens: string[] }> {
  const [team] = await stack.dataSource.query('INSERT INTO team (company_id, name) VALUES ($1, $2) RETURNING id', [company.id, `Drużyna ${tag}`]);
  await stack.dataSource.query('UPDATE app_user SET team_id = $2, diploma_name = $3 WHERE id = $1', [user.id, team.id, `Dyplom ${tag}`]);
  await stack.dataSource.query(
    `INSERT INTO activity (company_id, user_id, activity_type_id, start_time, day, distance, trees, status, source)
     SELECT $1, $2, 2, now() - make_interval(mins => n), current_date, 5, 1, CASE WHEN n % 2 = 0 THEN 'approved' ELSE 'pending' END::activity_status,
            CASE WHEN n % 3 = 0 THEN 'integrated' ELSE 'manual' END::activity_source
       FROM generate_series(1, $3) n`,
    [company.id, user.id, activities],
  );
  const diplomaTokens: string[] = [];
  for (const replacedAt of [new Date(Date.now() - 60_000), null]) {
    const token = await db.documents.storeDocument(stack.dataSource.manager, { mimeType: 'application/pdf', data: Buffer.from(`%PDF ${tag}`) });
    await stack.dataSource.getRepository(Diploma).save({ userId: user.id, companyId: company.id, lang: 'pl', name: `Dyplom ${tag}`, km: 10, trees: 2, verificationCode: db.documents.newVerificationCode(), documentToken: token, replacedAt });
    diplomaTokens.push(token);
  }
  await stack.dataSource.query('INSERT INTO survey_answer (user_id, company_id, q1, q2, q3, answered_at) VALUES ($1, $2, 5, 4, $3, now())', [user.id, company.id, `Uwagi ${tag}`]);
  await stack.dataSource.query(
    `INSERT INTO strava_connection (user_id, athlete_id, access_token_encrypted, refresh_token_encrypted, expires_at, scope, access_type)
     VALUES ($1, $2, $3, $4, now(), 'read,activity:read_all', 'full')`,
    [user.id, 700_000 + user.id, `access-secret-${tag}`, `refresh-secret-${tag}`],
  );
  return { diplomaTokens };
}

describe("a participant's own data", () => {
  it('downloads as one dated JSON file with everything held about them, Strava tokens left out, within seconds for thousands of activities', async () => {
    const { company, participants } = await stack.factory.crew();
    const [ala, bartek] = participants;
    const { diplomaTokens } = await withData(company, ala, 3000, 'Ali');
    await withData(company, bartek, 5, 'Bartka');
    const started = Date.now();
    const response = await exportOf(ala).expect(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lesne-wyzwanie-moje-dane-${warsawDay(new Date())}.json"`);
    const data = JSON.parse(response.text);
    expect(data.profile).toMatchObject({ id: ala.id, name: 'Ala Uczestnik', email: ala.email, diplomaName: 'Dyplom Ali', role: 'regular', company: { id: company.id, name: company.name } });
    expect(data.team).toMatchObject({ name: 'Drużyna Ali' });
    expect(data.activities).toHaveLength(3000);
    expect(data.activities[0]).toMatchObject({ type: expect.any(String), distanceKm: 5, trees: 1, source: expect.stringMatching(/^(manual|integrated)$/), status: expect.stringMatching(/^(approved|pending)$/) });
    expect(new Set(data.activities.map((activity: { source: string }) => activity.source))).toEqual(new Set(['manual', 'integrated']));
    expect(data.diplomas.map((diploma: { documentPath: string; replacedAt: string | null }) => [diploma.documentPath, diploma.replacedAt === null])).toEqual([
      [documentPath(diplomaTokens[1]), true],
      [documentPath(diplomaTokens[0]), false],
    ]);
    expect(data.diplomas[0].verificationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(data.survey).toMatchObject({ q1: 5, q2: 4, q3: 'Uwagi Ali' });
    expect(data.strava).toMatchObject({ athleteId: String(700_000 + ala.id), accessType: 'full', scope: 'read,activity:read_all' });
    expect(data.deletionRequest).toBeNull();
    expect(response.text).not.toContain('secret-Ali');
    for (const foreign of [bartek.email, 'Bartka', String(bartek.id + 700_000)]) expect(response.text).not.toContain(foreign);
  });

  it('is only for a signed-in user', async () => {
    await stack.api().get('/api/v1/user/export').expect(401);
  });
});
