import { warsawDay } from '@lesne/domain';
import { Company, type User } from '@lesne/db';
import { eventually, freePort, startStack, type Stack } from '../../test/stack';
import { kill, OwnRedis, spawnPart } from '../../test/processes';

const RUN = 2;
const today = () => warsawDay(new Date());

/** The stored totals equal a fresh aggregate of approved activities, and nothing is left stale. */
async function expectFreshTotals(stack: Stack, companyId: number, activities: number): Promise<void> {
  await eventually(async () => {
    const [fresh] = await stack.dataSource.query(
      "SELECT COALESCE(SUM(trees), 0) AS trees, COALESCE(SUM(distance), 0) AS km, COUNT(*)::int AS n FROM activity WHERE company_id = $1 AND status = 'approved'",
      [companyId],
    );
    const company = await stack.dataSource.getRepository(Company).findOneByOrFail({ id: companyId });
    expect([company.treeSum, company.distanceSum, company.activityCount]).toEqual([Number(fresh.trees), Number(fresh.km), activities]);
    const [{ stale }] = await stack.dataSource.query('SELECT COUNT(*)::int AS stale FROM totals_dirty WHERE company_id = $1', [companyId]);
    expect(stale).toBe(0);
  }, 30_000);
}

describe('faults', () => {
  it('a Redis restart while results are posted loses none of them', async () => {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    const stack = await startStack({ env: { REDIS_URL: redis.url } });
    try {
      const company = await stack.factory.company();
      const people: User[] = await Promise.all(Array.from({ length: 10 }, () => stack.factory.user({ company })));
      const statuses: number[] = [];
      for (let round = 0; round < 3; round++) {
        if (round === 1) await redis.kill();
        for (const person of people) {
          const response = await stack.as(person).post('/api/v1/activity').send({ startTime: today(), distance: 5, activityType: RUN });
          statuses.push(response.status);
        }
        if (round === 1) await redis.start();
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(30);
      await expectFreshTotals(stack, company.id, 30);
    } finally {
      await stack.close();
      await redis.kill();
    }
  }, 90_000);

  it('a worker killed in the middle of a recompute leaves correct totals after a restart', async () => {
    const stack = await startStack({ workers: false });
    const env = { DATABASE_URL: stack.config.DATABASE_URL, REDIS_PREFIX: stack.config.REDIS_PREFIX, REDIS_URL: stack.config.REDIS_URL, SMTP_URL: 'smtp://127.0.0.1:9' };
    const company = await stack.factory.company();
    const people = await Promise.all(Array.from({ length: 5 }, () => stack.factory.user({ company })));
    const bystander = await stack.factory.user({ company });
    const holder = stack.dataSource.createQueryRunner();
    let workers: ReturnType<typeof spawnPart> | undefined;
    try {
      // A stale mark on a user whose row the test holds: the recompute blocks inside its transaction.
      await stack.dataSource.query('INSERT INTO totals_dirty (company_id, user_id) VALUES ($1, $2)', [company.id, bystander.id]);
      await holder.connect();
      await holder.startTransaction();
      await holder.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [bystander.id]);
      for (const person of people) {
        await stack.as(person).post('/api/v1/activity').send({ startTime: today(), distance: 10, activityType: RUN }).expect(201);
      }
      workers = spawnPart('workers', env);
      await eventually(async () => {
        const [{ waiting }] = await stack.dataSource.query(
          "SELECT COUNT(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%UPDATE app_user u SET%'",
        );
        expect(waiting).toBeGreaterThan(0);
      }, 60_000);
      // Killed there, its transaction rolls back and the marks come back...
      await kill(workers);
      await holder.commitTransaction();
      // ...and a new worker brings every total up to date.
      workers = spawnPart('workers', env);
      await expectFreshTotals(stack, company.id, 5);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
      if (workers) await kill(workers);
      await stack.close();
    }
  }, 120_000);
});
