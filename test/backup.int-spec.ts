import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { BACKUP_RETENTION_DAYS } from '@lesne/domain';
import { Company, DatabaseAdmin, dataSourceOptions } from '@lesne/db';

const script = join(__dirname, '..', 'scripts', 'backup.sh');
const DAY = 24 * 60 * 60 * 1000;
const admin = new DatabaseAdmin();
const restored = `lesne_backup_restored_${process.pid}`;
/** the file's own database */
const sourceUrl = process.env.DATABASE_URL!;
let folder: string;

/** The name a dump taken `days` days ago (UTC) carries. */
const dumpOf = (days: number) => `lesne-${new Date(Date.now() - days * DAY).toISOString().slice(0, 10)}T013000Z.dump`;

function backup(databaseUrl: string) {
  const run = spawnSync('bash', [script], { env: { ...process.env, DATABASE_URL: databaseUrl, BACKUP_DIR: folder }, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

async function scalar(url: string, sql: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(`SELECT (${sql})::text AS value`);
    return Number(rows[0].value);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const dataSource = await new DataSource(dataSourceOptions(sourceUrl)).initialize();
  try {
    await dataSource.getRepository(Company).insert(['A', 'B', 'C'].map((name) => ({ name: `Firma ${name}`, registerNumber: `backup-${name}`, dateFrom: '2026-05-01', dateTo: '2026-05-31' })));
  } finally {
    await dataSource.destroy();
  }
}, 60_000);
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'lesne-backups-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));
afterAll(async () => {
  await admin.drop(restored);
});

describe('scripts/backup.sh', () => {
  it('takes a dump that restores, verified by the script and again here, and deletes the dumps dated more than 90 days ago', async () => {
    const [tooOld, lastDay, recent] = [BACKUP_RETENTION_DAYS + 1, BACKUP_RETENTION_DAYS, BACKUP_RETENTION_DAYS - 1].map(dumpOf);
    for (const name of [tooOld, lastDay, recent]) writeFileSync(join(folder, name), 'an older dump');
    writeFileSync(join(folder, 'notes.txt'), 'not a dump');
    // copied back from elsewhere: its mtime says a year ago, its name says 89 days, and the name counts
    const aYearAgo = new Date(Date.now() - 365 * DAY);
    utimesSync(join(folder, recent), aYearAgo, aYearAgo);

    const run = backup(sourceUrl);
    expect(run).toEqual({
      status: 0,
      stdout: expect.stringMatching(/^backup ok: .*lesne-\d{4}-\d{2}-\d{2}T\d{6}Z\.dump \(.+, restored into a scratch database with \d+ migrations\); removed 1 dump\(s\) older than 90 days$/),
      stderr: '',
    });
    const files = readdirSync(folder).sort();
    const taken = files.filter((name) => ![lastDay, recent, 'notes.txt'].includes(name));
    expect(taken).toEqual([expect.stringMatching(/^lesne-\d{4}-\d{2}-\d{2}T\d{6}Z\.dump$/)]);
    expect(files).not.toContain(tooOld);
    expect(files).toEqual(expect.arrayContaining([lastDay, recent, 'notes.txt']));
    // the scratch database is gone
    expect(await scalar(admin.urlOf('postgres'), "SELECT count(*) FROM pg_database WHERE datname LIKE 'lesne_backup_check_%'")).toBe(0);

    const restoredUrl = await admin.create(restored);
    const restore = spawnSync('pg_restore', ['--exit-on-error', '--no-owner', `--dbname=${restoredUrl}`, join(folder, taken[0])], { encoding: 'utf8' });
    expect({ status: restore.status, stderr: restore.stderr }).toEqual({ status: 0, stderr: '' });
    expect(await scalar(restoredUrl, 'SELECT count(*) FROM company')).toBe(3);
    expect(await scalar(restoredUrl, 'SELECT count(*) FROM migrations')).toBe(await scalar(sourceUrl, 'SELECT count(*) FROM migrations'));
  });

  it('fails with one line and a non-zero exit when the database cannot be dumped, leaves no partial dump and keeps the newest good one however old', () => {
    const newestGood = dumpOf(BACKUP_RETENTION_DAYS + 30);
    const older = dumpOf(BACKUP_RETENTION_DAYS + 40);
    for (const name of [newestGood, older]) writeFileSync(join(folder, name), 'an older dump');

    const run = backup(admin.urlOf(`lesne_backup_missing_${process.pid}`));
    expect(run.status).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^backup failed: pg_dump of lesne_backup_missing_\d+: .*does not exist \(removed 1 dump\(s\) older than 90 days, kept the newest\)$/);
    expect(run.stderr.split('\n')).toHaveLength(1);
    expect(readdirSync(folder)).toEqual([newestGood]);
  });
});
