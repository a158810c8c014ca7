import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '@lesne/db';
import { hashPassword } from '../src/auth/passwords';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  await seedDemo(stack.dataSource, { hashPassword });
});
afterAll(() => stack.close());

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => (await stack.dataSource.query(sql, params))[0];

describe('demo seed', () => {
  it('fills "Zielona Firma" in progress: about 40 participants in 4 teams, a few hundred mixed activities', async () => {
    const company = await one<{ id: number; closed_at: Date | null; manual_activities_approval: boolean; flag_system: boolean; teams: boolean; date_from: string; date_to: string }>(
      "SELECT * FROM company WHERE name = 'Zielona Firma'",
    );
    expect(company).toMatchObject({ closed_at: null, manual_activities_approval: true, flag_system: true, teams: true });
    const people = await one<{ users: number; teams: number }>('SELECT COUNT(*)::int AS users, COUNT(DISTINCT team_id)::int AS teams FROM app_user WHERE company_id = $1', [company.id]);
    expect(people.users).toBeGreaterThanOrEqual(38);
    expect(people.teams).toBe(4);
    const mix = await stack.dataSource.query(
      'SELECT status, source, COUNT(*)::int AS n FROM activity WHERE company_id = $1 GROUP BY status, source',
      [company.id],
    );
    const statuses = new Set(mix.map((row: { status: string }) => row.status));
    const sources = new Set(mix.map((row: { source: string }) => row.source));
    expect([...statuses].sort()).toEqual(['approved', 'denied', 'pending']);
    expect([...sources].sort()).toEqual(['integrated', 'manual']);
    const total = mix.reduce((sum: number, row: { n: number }) => sum + row.n, 0);
    expect(total).toBeGreaterThanOrEqual(200);
  });

  it('fills "Las Sp. z o.o." closed and paid, with over 1000 trees that equal its approved activities', async () => {
    const company = await one<{ id: number; closed_at: Date | null; order_paid: boolean; tree_sum: string }>("SELECT * FROM company WHERE name = 'Las Sp. z o.o.'");
    expect(company.closed_at).not.toBeNull();
    expect(company.order_paid).toBe(true);
    expect(Number(company.tree_sum)).toBeGreaterThan(1000);
    const fresh = await one<{ trees: string }>("SELECT SUM(trees) AS trees FROM activity WHERE company_id = $1 AND status = 'approved'", [company.id]);
    expect(Number(company.tree_sum)).toBeCloseTo(Number(fresh.trees), 3);
  });

  it('is idempotent', async () => {
    const count = () => one<{ companies: number; users: number; activities: number }>(
      'SELECT (SELECT COUNT(*) FROM company)::int AS companies, (SELECT COUNT(*) FROM app_user)::int AS users, (SELECT COUNT(*) FROM activity)::int AS activities',
    );
    const before = await count();
    await seedDemo(stack.dataSource, { hashPassword });
    expect(await count()).toEqual(before);
  });

  it.each([
    [DEMO_LOGINS.platformAdmin, 'admin'],
    [DEMO_LOGINS.companyAdmin, 'companyAdmin'],
    [DEMO_LOGINS.participant, 'regular'],
  ])('signs in %s as %s with the demo password', async (email, role) => {
    const login = await stack.api().post('/api/v1/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
    const me = await stack.api().get('/api/v1/auth/me').auth(login.body.authToken, { type: 'bearer' }).expect(200);
    expect(me.body.role).toBe(role);
  });
});
