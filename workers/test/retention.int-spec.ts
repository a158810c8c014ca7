import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { QUEUES, type JobName } from '@lesne/contracts';
import { addDays, LEGAL_DATA_RETENTION_YEARS, retentionCutoff, SECURITY_LOG_RETENTION_YEARS, warsawDay, warsawMidnight } from '@lesne/domain';
import { AuditLog, Company, db } from '@lesne/db';
import { Clock } from '../src/clock';
import { RETENTION_SCHEDULES, RetentionSchedule } from '../src/retention/retention-schedule';
import { createWorkers } from '../src/workers.factory';
import { eventually, startStack, type Stack } from '../../test/stack';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR_DAYS = 365;

/**
 * The moved clock: noon in Warsaw 60 days from now. Other test files share this database and
 * write rows stamped with the real time, which stay far inside every period seen from here; the
 * rows below are old only when seen from here, so the passes other stacks run at start (with the
 * real time) leave them alone too.
 */
const now = new Date(warsawMidnight(addDays(warsawDay(new Date()), 60)).getTime() + 12 * HOUR);
const securityCutoff = retentionCutoff(now, SECURITY_LOG_RETENTION_YEARS);
const legalCutoff = retentionCutoff(now, LEGAL_DATA_RETENTION_YEARS);
const before = (instant: Date, ms: number) => new Date(instant.getTime() - ms);

const lines: Array<Record<string, unknown>> = [];
let stack: Stack;
let workers: INestApplicationContext;
const queue = () => workers.get<Queue>(getQueueToken(QUEUES.retention));

beforeAll(async () => {
  stack = await startStack({ workers: false });
  workers = await createWorkers({ ...stack.config, LOG_LEVEL: 'info' }, { logTo: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  // The passes a new schedule runs at once (with the real time) are over before the clock moves.
  await eventually(async () => expect(await queue().getJobCountByTypes('completed')).toBe(RETENTION_SCHEDULES.length));
  jest.spyOn(workers.get(Clock), 'now').mockImplementation(() => now);
});
afterAll(async () => {
  await workers.close();
  await stack.close();
});

/** Runs one pass through the queue, as the scheduler does, and answers what it removed. */
async function pass<N extends JobName & `retention.${string}`>(name: N): Promise<N extends 'retention.securityLogs' ? db.retention.SecurityLogsRemoved : db.retention.LegalDataRemoved> {
  const job = await queue().add(name, {});
  return eventually(async () => {
    // state and return value from one read: a job read while running, then asked its state once done, has none
    const done = (await queue().getJob(job.id!))!;
    expect(done.finishedOn).toBeTruthy();
    expect(done.failedReason).toBeFalsy();
    return done.returnvalue as N extends 'retention.securityLogs' ? db.retention.SecurityLogsRemoved : db.retention.LegalDataRemoved;
  });
}

const exists = async (table: string, id: number) => (await stack.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;
const documentExists = async (token: string) => (await stack.dataSource.query('SELECT 1 FROM stored_document WHERE token = $1', [token])).length === 1;

describe('security logs past 3 years', () => {
  it('removes the audit entries, mails, password links and Strava imports of the day before the cut-off, keeps those of the cut-off day, and a second pass removes nothing', async () => {
    const user = await stack.factory.user();
    const old = before(securityCutoff, 1);
    // rows of one millisecond before the Warsaw midnight that starts the first day still kept, and of that midnight itself
    const stamped = async (at: Date) => {
      const [audit] = (await stack.dataSource.query(
        `INSERT INTO audit_log (action, actor_user_id, target_user_id, details, ip, created_at) VALUES ('admin.loginAs', $1, $1, '{}', '10.0.0.1', $2) RETURNING id`,
        [user.id, at],
      )) as Array<{ id: number }>;
      const [mail] = (await stack.dataSource.query(
        `INSERT INTO mail ("to", lang, template, params, sent_at, created_at) VALUES ($1, 'pl', 'lostPassword', '{}', $2, $2) RETURNING id`,
        [user.email, at],
      )) as Array<{ id: number }>;
      const [link] = (await stack.dataSource.query(
        `INSERT INTO auth_code (code_hash, purpose, user_id, expires_at, created_at) VALUES ($1, 'lostPassword', $2, $3, $3) RETURNING id`,
        [`${at.getTime()}`.padEnd(64, 'a'), user.id, at],
      )) as Array<{ id: number }>;
      const [strava] = (await stack.dataSource.query(
        `INSERT INTO strava_import (user_id, date_from, state, requested_at, finished_at) VALUES ($1, '2020-01-01', 'done', $2, $2) RETURNING id`,
        [user.id, at],
      )) as Array<{ id: number }>;
      return { audit_log: audit.id, mail: mail.id, auth_code: link.id, strava_import: strava.id };
    };
    const gone = await stamped(old);
    const kept = await stamped(securityCutoff);
    // an entry written 3 years and a day before the moved clock (noon of the day before the cut-off day)
    const [yearsAgo] = (await stack.dataSource.query(`INSERT INTO audit_log (action, created_at) VALUES ('event.created', $1) RETURNING id`, [
      before(securityCutoff, 12 * HOUR),
    ])) as Array<{ id: number }>;

    const removed = await pass('retention.securityLogs');
    expect(removed).toEqual({ auditLog: 2, mails: 1, passwordLinks: 1, stravaImports: 1 });
    for (const [table, id] of Object.entries(gone)) expect({ table, there: await exists(table, id) }).toEqual({ table, there: false });
    for (const [table, id] of Object.entries(kept)) expect({ table, there: await exists(table, id) }).toEqual({ table, there: true });
    expect(await exists('audit_log', yearsAgo.id)).toBe(false);
    expect(lines).toContainEqual(
      expect.objectContaining({ job: 'retention.securityLogs', before: securityCutoff.toISOString(), removed, msg: 'retention: removed the security logs older than 3 years' }),
    );

    expect(await pass('retention.securityLogs')).toEqual({ auditLog: 0, mails: 0, passwordLinks: 0, stravaImports: 0 });
    expect(await stack.dataSource.getRepository(AuditLog).countBy({ id: kept.audit_log })).toBe(1);
  });
});

describe('legal data past 5 years', () => {
  /** A closed event with a participant's diploma, the company's certificate (each with its PDF) and a bulk run. */
  async function closedEvent(closedAt: Date) {
    const company = await stack.factory.company({ dateFrom: '2020-01-01', dateTo: '2020-01-31', closedAt, orderPaid: true });
    const user = await stack.factory.user({ company });
    const pdf = () => db.documents.storeDocument(stack.dataSource.manager, { mimeType: 'application/pdf', data: Buffer.from('%PDF-1.7 retention') });
    const diplomaPdf = await pdf();
    const [diploma] = (await stack.dataSource.query(
      `INSERT INTO diploma (user_id, company_id, lang, name, km, trees, verification_code, document_token) VALUES ($1, $2, 'pl', 'Ala', 120, 24, $3, $4) RETURNING id`,
      [user.id, company.id, db.documents.newVerificationCode(), diplomaPdf],
    )) as Array<{ id: number }>;
    const certificatePdf = await pdf();
    const [certificate] = (await stack.dataSource.query(
      `INSERT INTO certificate (company_id, template, lang, text, state, verification_code, document_token, name, km, trees) VALUES ($1, 129, 'pl', 'Dziękujemy', 'ready', $2, $3, 'Firma', 5000, 1000) RETURNING id`,
      [company.id, db.documents.newVerificationCode(), certificatePdf],
    )) as Array<{ id: number }>;
    const [run] = (await stack.dataSource.query(`INSERT INTO diploma_run (company_id, action, lang, total, done) VALUES ($1, 'generate', 'pl', 1, 1) RETURNING id`, [
      company.id,
    ])) as Array<{ id: number }>;
    await stack.dataSource.query(`INSERT INTO diploma_run_item (run_id, user_id, state) VALUES ($1, $2, 'done')`, [run.id, user.id]);
    return { company, user, diploma: diploma.id, certificate: certificate.id, run: run.id, diplomaPdf, certificatePdf };
  }

  async function stillThere(event: Awaited<ReturnType<typeof closedEvent>>) {
    return {
      diploma: await exists('diploma', event.diploma),
      diplomaPdf: await documentExists(event.diplomaPdf),
      certificate: await exists('certificate', event.certificate),
      certificatePdf: await documentExists(event.certificatePdf),
      run: await exists('diploma_run', event.run),
    };
  }
  const all = (there: boolean) => ({ diploma: there, diplomaPdf: there, certificate: there, certificatePdf: there, run: there });

  it('removes the diplomas and certificates with their PDFs of an event closed 5 years and a day ago, keeps those of events closed 4 years ago or on the cut-off day, judged by the close', async () => {
    const fiveYearsAndADay = await closedEvent(before(legalCutoff, 12 * HOUR));
    const justBefore = await closedEvent(before(legalCutoff, 1));
    const onCutoffDay = await closedEvent(legalCutoff);
    const fourYears = await closedEvent(before(now, 4 * YEAR_DAYS * DAY));
    // printed long after its event closed: still judged by the close, so it goes with the event's other documents
    await stack.dataSource.query('UPDATE diploma SET created_at = $2 WHERE id = $1', [fiveYearsAndADay.diploma, before(now, DAY)]);

    const removed = await pass('retention.legalData');
    expect(removed).toEqual({ diplomas: 2, certificates: 2, documents: 4, diplomaRuns: 2 });
    expect(await stillThere(fiveYearsAndADay)).toEqual(all(false));
    expect(await stillThere(justBefore)).toEqual(all(false));
    expect(await stillThere(onCutoffDay)).toEqual(all(true));
    expect(await stillThere(fourYears)).toEqual(all(true));
    // the event itself, its participant and their results are not legal data: they stay
    expect(await stack.dataSource.getRepository(Company).countBy({ id: fiveYearsAndADay.company.id })).toBe(1);
    expect(await exists('app_user', fiveYearsAndADay.user.id)).toBe(true);
    expect(lines).toContainEqual(expect.objectContaining({ job: 'retention.legalData', closedBefore: legalCutoff.toISOString(), removed }));

    expect(await pass('retention.legalData')).toEqual({ diplomas: 0, certificates: 0, documents: 0, diplomaRuns: 0 });
    expect(await stillThere(onCutoffDay)).toEqual(all(true));
  });

  it('keeps the documents of an event still running, whatever their age', async () => {
    const running = await closedEvent(before(now, 10 * YEAR_DAYS * DAY));
    await stack.dataSource.getRepository(Company).update({ id: running.company.id }, { closedAt: null });
    await stack.dataSource.query('UPDATE diploma SET created_at = $2 WHERE id = $1', [running.diploma, before(now, 10 * YEAR_DAYS * DAY)]);
    await pass('retention.legalData');
    expect(await stillThere(running)).toEqual(all(true));
  });
});

describe('the daily schedule', () => {
  const nextAt = (minute: number) => {
    const today = warsawDay(new Date());
    const todays = warsawMidnight(today).getTime() + minute * 60_000;
    return todays > Date.now() ? todays : warsawMidnight(addDays(today, 1)).getTime() + minute * 60_000;
  };

  it('is put back after Redis lost it, runs the passes it may have missed at once, then daily shortly after Warsaw midnight', async () => {
    const redis = new Redis(stack.config.REDIS_URL);
    try {
      // Redis loses everything of the retention queue: schedulers, their next jobs, the finished ones.
      const keys = await redis.keys(`${stack.config.REDIS_PREFIX}:${QUEUES.retention}:*`);
      expect(keys.length).toBeGreaterThan(0);
      await redis.del(...keys);
      expect(await queue().getJobScheduler('retention-security-logs')).toBeUndefined();
    } finally {
      redis.disconnect();
    }

    expect(await workers.get(RetentionSchedule).sweep()).toBe(2);
    await eventually(async () => expect(await queue().getJobCountByTypes('completed')).toBe(2));
    const schedulers = await Promise.all(RETENTION_SCHEDULES.map(({ id }) => queue().getJobScheduler(id)));
    expect(schedulers.map((scheduler) => ({ name: scheduler?.name, pattern: scheduler?.pattern, tz: scheduler?.tz }))).toEqual([
      { name: 'retention.securityLogs', pattern: '30 0 * * *', tz: 'Europe/Warsaw' },
      { name: 'retention.legalData', pattern: '40 0 * * *', tz: 'Europe/Warsaw' },
    ]);
    await eventually(async () => {
      const [security, legal] = await Promise.all(RETENTION_SCHEDULES.map(({ id }) => queue().getJobScheduler(id)));
      expect([security?.next, legal?.next]).toEqual([nextAt(30), nextAt(40)]);
    });
    // a sweep that finds them in place changes nothing and runs nothing
    expect(await workers.get(RetentionSchedule).sweep()).toBe(0);
  });
});
