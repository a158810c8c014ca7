/**
 * npm run bench:digest: the weekly digests of one company of 10,000 people, composed from the
 * database, queued (mail rows and their outbox rows) and rendered (MJML layout, Handlebars fields,
 * plain text), against the bare work in the same run: the same rows written by one INSERT from
 * generate_series, and the same views filled into the compiled layout without composing them.
 * Writes its section of docs/benchmarks.md.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '@lesne/config';
import type { WeeklyDigestParams } from '@lesne/contracts';
import { addDays, dueDigestWeek, warsawDay } from '@lesne/domain';
import { Company, dataSourceOptions } from '@lesne/db';
import { DigestSweep } from '../workers/src/digest/digest-sweep';
import { digestLayout, renderWeeklyDigest } from '../workers/src/mail/weekly-digest/weekly-digest-mail';
import { digestView } from '../workers/src/mail/weekly-digest/weekly-digest-texts';
import type { Clock } from '../workers/src/clock';
import { nextDigestMorning } from '../test/digest-monday';
import { benchDatabase, seedEvent } from './bench-db';
import { commandCpuMs } from './cpu-profile';
import { middleRun, runBenchmark, writeSection } from './report';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const RESULTS = PEOPLE * 5;
const TEAMS = 100;
const RUNS = 3;
const GOAL_SECONDS = 60;

interface Run {
  queueMs: number;
  queued: number;
  renderMs: number;
  htmlBytes: number;
  bareQueueMs: number;
  bareRenderMs: number;
  benchCpuMs: number;
  postgresCpuMs: number;
}

function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

async function oneRun(dataSource: DataSource, company: Company, sweep: DigestSweep, monday: Date): Promise<Run> {
  await dataSource.query("DELETE FROM mail WHERE template = 'weeklyDigest'");
  await dataSource.query('DELETE FROM outbox_message');
  await dataSource.query('CHECKPOINT');
  const week = dueDigestWeek(monday)!;
  const cpuBefore = { bench: processCpuMs(), postgres: commandCpuMs('postgres') };

  let started = performance.now();
  const queued = await sweep.queueDigests(company, { kind: 'weekly', week });
  const queueMs = performance.now() - started;

  const rows: Array<{ lang: 'pl' | 'en'; params: WeeklyDigestParams }> = await dataSource.query("SELECT lang, params FROM mail WHERE template = 'weeklyDigest' ORDER BY id");
  started = performance.now();
  let htmlBytes = 0;
  for (const row of rows) htmlBytes += (await renderWeeklyDigest(row.lang, row.params)).html.length;
  const renderMs = performance.now() - started;
  const cpu = { bench: processCpuMs() - cpuBefore.bench, postgres: commandCpuMs('postgres') - cpuBefore.postgres };

  // The ceilings: the same number of mail and outbox rows in one statement each, and the layout filled with ready views.
  await dataSource.query("DELETE FROM mail WHERE template = 'weeklyDigest'");
  started = performance.now();
  await dataSource.transaction(async (manager) => {
    const ids: Array<{ id: number }> = await manager.query(
      `INSERT INTO mail ("to", lang, template, params, dedupe_key) SELECT 'bare' || g || '@example.com', 'pl', 'weeklyDigest', $1::jsonb, 'bare:' || g FROM generate_series(1, $2) g RETURNING id`,
      [JSON.stringify(rows[0].params), rows.length],
    );
    await manager.query(`INSERT INTO outbox_message (queue, job_name, payload) SELECT 'digest', 'digest.send', jsonb_build_object('mailId', id) FROM unnest($1::int[]) id`, [ids.map((row) => row.id)]);
  });
  const bareQueueMs = performance.now() - started;
  const views = rows.map((row) => ({ ...digestView(row.lang, row.params), title: 'Leśne Wyzwanie' }));
  const fill = await digestLayout();
  started = performance.now();
  for (const view of views) fill(view);
  const bareRenderMs = performance.now() - started;
  return { queueMs, queued, renderMs, htmlBytes, bareQueueMs, bareRenderMs, benchCpuMs: cpu.bench, postgresCpuMs: cpu.postgres };
}

async function main(): Promise<void> {
  const database = await benchDatabase('lesne_bench_digest');
  const { companyId, userIds } = await seedEvent(database.url, PEOPLE, RESULTS);
  const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
  try {
    // teams of a hundred, a company admin, and a tenth reading in English
    await dataSource.query(`INSERT INTO team (name, company_id) SELECT 'Drużyna ' || g, $1 FROM generate_series(1, $2) g`, [companyId, TEAMS]);
    await dataSource.query(
      `UPDATE app_user u SET team_id = t.ids[1 + (u.id % array_length(t.ids, 1))], lang = CASE WHEN u.id % 10 = 0 THEN 'en' ELSE 'pl' END
         FROM (SELECT array_agg(id ORDER BY id) AS ids FROM team WHERE company_id = $1) t WHERE u.company_id = $1`,
      [companyId],
    );
    await dataSource.query(`UPDATE app_user SET role = 'companyAdmin' WHERE id = $1`, [userIds[0]]);
    await dataSource.query(`UPDATE team t SET tree_sum = s.trees, km_sum = s.km FROM (SELECT team_id, SUM(tree_sum) trees, SUM(km_sum) km FROM app_user GROUP BY team_id) s WHERE s.team_id = t.id`);
    // the seeded results lie in the 30 days before today: a tenth of them in the digest's week
    const monday = nextDigestMorning();
    await dataSource.query(`UPDATE company SET teams = true, date_to = $2 WHERE id = $1`, [companyId, addDays(warsawDay(monday), 30)]);
    const company = await dataSource.getRepository(Company).findOneByOrFail({ id: companyId });
    const clock = { now: () => monday } as Clock;
    const sweep = new DigestSweep(dataSource, loadConfig({ ...process.env, NODE_ENV: 'development' }), clock);

    await oneRun(dataSource, company, sweep, monday);
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index++) {
      const run = await oneRun(dataSource, company, sweep, monday);
      console.log(`run ${index + 1} of ${RUNS}:`, run);
      runs.push(run);
    }
    const total = (run: Run) => run.queueMs + run.renderMs;
    const middle = middleRun(runs, total);
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const perDigest = (ms: number) => `${((ms / middle.queued) * 1000).toFixed(0)} µs`;
    const spread = (format: (run: Run) => string) => runs.map(format).join(', ');
    writeSection(
      'Weekly digests',
      `\`npm run bench:digest\`: one company of ${PEOPLE.toLocaleString('en')} people (${RESULTS.toLocaleString('en')} approved results over 30 days, ${TEAMS} teams, one company admin, a tenth reading in English), its Monday digests composed from the database and queued (\`DigestSweep.queueDigests\`: four reads, then mail rows and their outbox rows in transactions of 1,000, each with its dedupe key), then rendered as the mail sender renders them (\`renderWeeklyDigest\`: the words and figures in the person's language, the MJML layout compiled once and filled by Handlebars, the plain-text part, the unsubscribe headers). In one process beside Postgres, as the workers run it; the warm-up run's figures are left out. Middle run of ${RUNS} by the total.

The ceilings, in the same run: the same number of mail and outbox rows written by one INSERT each from generate_series (no reads, no composing), and the layout filled with the same views made beforehand (no words composed, no plain text).

| run | composed and queued | rendered | total | bare queue | bare fill |
| --- | --- | --- | --- | --- | --- |
${runs.map((run, index) => `| ${index + 1} | ${s(run.queueMs)} | ${s(run.renderMs)} | ${s(total(run))} | ${s(run.bareQueueMs)} | ${s(run.bareRenderMs)} |`).join('\n')}

The middle run:

| what | value |
| --- | --- |
| digests queued | ${middle.queued.toLocaleString('en')} |
| composed and queued / rendered / total | ${s(middle.queueMs)} / ${s(middle.renderMs)} / ${s(total(middle))} |
| per digest: queued / rendered | ${perDigest(middle.queueMs)} / ${perDigest(middle.renderMs)} |
| CPU a digest: this process / Postgres | ${perDigest(middle.benchCpuMs)} / ${perDigest(middle.postgresCpuMs)} |
| bare queue / bare fill | ${s(middle.bareQueueMs)} / ${s(middle.bareRenderMs)} |
| HTML a digest, average | ${(middle.htmlBytes / middle.queued / 1024).toFixed(1)} KiB |
| sending them at DIGEST_MAILS_PER_SECOND (default 10) | ${Math.ceil(middle.queued / 10 / 60)} min |

Spread over the ${RUNS} runs: total ${spread((run) => s(total(run)))}; queued ${spread((run) => s(run.queueMs))}; rendered ${spread((run) => s(run.renderMs))}.

Target, on the middle run: ${PEOPLE.toLocaleString('en')} digests rendered and queued in at most ${GOAL_SECONDS} s: ${total(middle) <= GOAL_SECONDS * 1000 ? '**met**' : '**NOT met**'} (${s(total(middle))}).`,
    );
  } finally {
    await dataSource.destroy();
    await database.drop();
  }
}

runBenchmark(main);
