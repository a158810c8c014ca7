import type { ChildProcess } from 'node:child_process';
import type { DiplomaRunAction } from '@lesne/contracts';
import { addDays, warsawDay } from '@lesne/domain';
import { User, type Company } from '@lesne/db';
import { eventually, startStack, type Stack } from '../../test/stack';
import { kill, spawnPart } from '../../test/processes';
import { recordingSmtp } from '../../test/smtp';

/**
 * Workers killed in the middle of a bulk run: every print and mail of the run waits, uncommitted,
 * on the run's items the test holds, then the workers die. A new copy must finish the run with
 * exactly one current diploma per eligible participant, none replaced, and no one mailed twice.
 */

const PEOPLE = 8;
/** The killed workers' connections by name, so the test can tell their Postgres backends from its own. */
const WORKERS_APPLICATION = 'workers-killed-mid-run';
const today = () => warsawDay(new Date());

let stack: Stack;
let smtp: Awaited<ReturnType<typeof recordingSmtp>>;
let workers: ChildProcess | undefined;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  smtp = await recordingSmtp();
});
afterAll(async () => {
  await kill(workers);
  await stack.close();
  await smtp.close();
});

const startWorkers = () => {
  const databaseUrl = new URL(stack.config.DATABASE_URL);
  databaseUrl.searchParams.set('application_name', WORKERS_APPLICATION);
  const env = { DATABASE_URL: databaseUrl.toString(), REDIS_PREFIX: stack.config.REDIS_PREFIX, REDIS_URL: stack.config.REDIS_URL, SMTP_URL: smtp.url };
  workers = spawnPart('workers', env);
};

/** A closed, paid event of 1000 trees, its admin, PEOPLE participants with whole trees and one with 0.5. */
async function closedEvent(): Promise<{ company: Company; admin: User; eligible: User[] }> {
  const company = await stack.factory.company({ dateFrom: addDays(today(), -30), dateTo: addDays(today(), -1), closedAt: new Date(), orderPaid: true, treeSum: 1000 });
  const admin = await stack.factory.user({ company, role: 'companyAdmin', name: 'Adam Admin' });
  const eligible = await Promise.all(Array.from({ length: PEOPLE }, (_, index) => stack.factory.user({ company, name: `Uczestnik ${index}` })));
  const belowOne = await stack.factory.user({ company, name: 'Mało Drzew' });
  const users = stack.dataSource.getRepository(User);
  await Promise.all(eligible.map((user, index) => users.update({ id: user.id }, { treeSum: 2 + index, kmSum: 10 + index })));
  await users.update({ id: belowOne.id }, { treeSum: 0.5, kmSum: 2.5 });
  return { company, admin, eligible };
}

const startRun = async (admin: User, action: DiplomaRunAction): Promise<number> =>
  (await stack.as(admin).post('/api/v1/diplomas/bulk').send({ action, lang: 'pl' }).expect(202)).body.runId;

async function runFinished(runId: number): Promise<void> {
  await eventually(async () => {
    const [run] = await stack.dataSource.query('SELECT done, failed, total, finished_at FROM diploma_run WHERE id = $1', [runId]);
    expect(run.finished_at).not.toBeNull();
    expect([run.done, run.failed]).toEqual([run.total, 0]);
  }, 150_000);
}

/**
 * Starts the workers while the test holds the run's items, waits until the workers' item work
 * queues behind them, kills them there, and lets go. Postgres does not notice a dead client while
 * its backend waits on a lock: a statement the workers had sent whole (keepPrintedDiploma, lock and
 * work in one) still runs and commits once the test lets go, where a transaction left open rolls
 * back. So it returns only when the killed workers' backends are gone and their last word is in.
 */
async function killMidRun(runId: number): Promise<void> {
  const holder = stack.dataSource.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  try {
    await holder.query('SELECT user_id FROM diploma_run_item WHERE run_id = $1 FOR UPDATE', [runId]);
    startWorkers();
    await eventually(async () => {
      const [{ waiting }] = await stack.dataSource.query(
        "SELECT COUNT(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%FROM diploma_run_item WHERE run_id%FOR UPDATE%'",
      );
      expect(waiting).toBeGreaterThan(1);
    }, 90_000);
    await kill(workers!);
    await holder.commitTransaction();
  } finally {
    if (holder.isTransactionActive) await holder.rollbackTransaction();
    await holder.release();
  }
  await eventually(async () => {
    const [{ backends }] = await stack.dataSource.query('SELECT COUNT(*)::int AS backends FROM pg_stat_activity WHERE application_name = $1', [WORKERS_APPLICATION]);
    expect(backends).toBe(0);
  }, 30_000);
}

describe('workers killed in the middle of a bulk run', () => {
  it('finish a bulk generate with exactly one diploma per eligible participant', async () => {
    const { company, admin, eligible } = await closedEvent();
    const runId = await startRun(admin, 'generate');
    await killMidRun(runId);
    // An item the killed workers' last statement finished is done with its diploma; any other is pending without one, left for the new copy.
    const items: Array<{ user_id: number; state: string; diplomas: number }> = await stack.dataSource.query(
      'SELECT i.user_id, i.state, (SELECT COUNT(*)::int FROM diploma d WHERE d.user_id = i.user_id) AS diplomas FROM diploma_run_item i WHERE i.run_id = $1',
      [runId],
    );
    expect(items.filter((item) => item.diplomas !== (item.state === 'done' ? 1 : 0))).toEqual([]);
    expect(items.filter((item) => item.state === 'pending')).not.toEqual([]);
    startWorkers();
    await runFinished(runId);
    const diplomas: Array<{ user_id: number; replaced_at: Date | null }> = await stack.dataSource.query('SELECT user_id, replaced_at FROM diploma WHERE company_id = $1', [company.id]);
    expect(diplomas.map((diploma) => diploma.user_id).sort()).toEqual(eligible.map((user) => user.id).sort());
    expect(diplomas.filter((diploma) => diploma.replaced_at !== null)).toEqual([]);
    await kill(workers!);
  }, 240_000);

  it('finish a bulk send with each participant mailed exactly once and every sent date set', async () => {
    const { company, admin, eligible } = await closedEvent();
    startWorkers();
    await runFinished(await startRun(admin, 'generate'));
    await kill(workers!);
    const runId = await startRun(admin, 'send');
    await killMidRun(runId);
    startWorkers();
    await runFinished(runId);
    await eventually(async () => {
      const [{ unsent }] = await stack.dataSource.query('SELECT COUNT(*)::int AS unsent FROM diploma WHERE company_id = $1 AND email_sent_at IS NULL', [company.id]);
      expect(unsent).toBe(0);
    }, 30_000);
    // Any second mail would have been queued by now: the sweeps and retries run every second.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const user of eligible) expect(smtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
    const [{ rows }] = await stack.dataSource.query("SELECT COUNT(*)::int AS rows FROM mail WHERE template = 'diploma' AND \"to\" = ANY($1)", [eligible.map((user) => user.email)]);
    expect(rows).toBe(PEOPLE);
  }, 300_000);
});
