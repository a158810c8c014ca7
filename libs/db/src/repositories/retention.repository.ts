import type { EntityManager } from 'typeorm';

/**
 * Rows per statement. Each batch is its own statement outside any transaction, so it commits at
 * once and holds its row locks only while it runs; a pass stopped midway leaves whole batches
 * removed, and the next pass, with the same rule, removes the rest.
 */
const LOG_BATCH = 1000;
/** diplomas and certificates carry their PDFs (tens of kB each) */
const DOCUMENT_BATCH = 100;
/** a bulk run deletes its items (one per participant) with it */
const RUN_BATCH = 10;

/** The security logs: each table and the column that dates a row (docs/limits.md, Retention, says why these). */
const SECURITY_LOGS = {
  auditLog: { table: 'audit_log', datedBy: 'created_at' },
  mails: { table: 'mail', datedBy: 'created_at' },
  passwordLinks: { table: 'auth_code', datedBy: 'created_at' },
  stravaImports: { table: 'strava_import', datedBy: 'requested_at' },
} as const;

export type SecurityLogsRemoved = Record<keyof typeof SECURITY_LOGS, number>;

/** Removes the security log rows dated before `before`, batch by batch; how many of each. */
export async function removeSecurityLogs(manager: EntityManager, before: Date): Promise<SecurityLogsRemoved> {
  const removed = {} as SecurityLogsRemoved;
  for (const name of Object.keys(SECURITY_LOGS) as Array<keyof typeof SECURITY_LOGS>) {
    const { table, datedBy } = SECURITY_LOGS[name];
    removed[name] = await inBatches(LOG_BATCH, async (limit) => {
      const [, count] = (await manager.query(`DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${datedBy} < $1 LIMIT $2)`, [before, limit])) as [unknown, number];
      return count;
    });
  }
  return removed;
}

export interface LegalDataRemoved {
  diplomas: number;
  certificates: number;
  /** the PDFs of both */
  documents: number;
  diplomaRuns: number;
}

/**
 * Removes the diplomas, certificates (each with its PDF, in the same statement) and bulk diploma
 * runs of the events closed before `closedBefore`, batch by batch. An event's documents are judged
 * by the event's close, not by when each was printed: they are kept as the record of that event,
 * and a diploma reprinted years after the close stays exactly as long as the first one.
 */
export async function removeLegalData(manager: EntityManager, closedBefore: Date): Promise<LegalDataRemoved> {
  const removed: LegalDataRemoved = { diplomas: 0, certificates: 0, documents: 0, diplomaRuns: 0 };
  for (const table of ['diploma', 'certificate'] as const) {
    const count = await inBatches(DOCUMENT_BATCH, async (limit) => {
      const [row] = (await manager.query(
        `WITH gone AS (
           DELETE FROM ${table} WHERE id IN (
             SELECT d.id FROM ${table} d JOIN company c ON c.id = d.company_id WHERE c.closed_at < $1 LIMIT $2)
           RETURNING document_token),
         files AS (DELETE FROM stored_document WHERE token IN (SELECT document_token FROM gone) RETURNING 1)
         SELECT (SELECT count(*) FROM gone)::int AS rows, (SELECT count(*) FROM files)::int AS files`,
        [closedBefore, limit],
      )) as Array<{ rows: number; files: number }>;
      removed.documents += row.files;
      return row.rows;
    });
    removed[table === 'diploma' ? 'diplomas' : 'certificates'] = count;
  }
  removed.diplomaRuns = await inBatches(RUN_BATCH, async (limit) => {
    const [, count] = (await manager.query(
      `DELETE FROM diploma_run WHERE id IN (
         SELECT r.id FROM diploma_run r JOIN company c ON c.id = r.company_id WHERE c.closed_at < $1 LIMIT $2)`,
      [closedBefore, limit],
    )) as [unknown, number];
    return count;
  });
  return removed;
}

/** Runs `batch` until it removes fewer than `size` rows; the total removed. */
async function inBatches(size: number, batch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await batch(size);
    total += count;
    if (count < size) return total;
  }
}
