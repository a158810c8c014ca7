import type { EntityManager } from 'typeorm';
import type { OperatorConditionDetails, OperatorConditionItem, OperatorConditionKind } from '@lesne/contracts';
import { queueMail } from './mail.repository';

interface ConditionRow {
  kind: OperatorConditionKind;
  started_at: Date;
  last_seen_at: Date;
  details: OperatorConditionDetails;
}

const toItem = (row: ConditionRow): OperatorConditionItem => ({
  kind: row.kind,
  startedAt: row.started_at.toISOString(),
  lastSeenAt: row.last_seen_at.toISOString(),
  details: row.details,
});

/**
 * The condition is there (seen now), in the caller's transaction. Once when it starts (new, or
 * back after it ended) every platform admin is mailed, with a dedupe key of the kind and its
 * start, so copies seeing it together mail once. Answers whether it started now.
 */
export async function raiseOperatorCondition(
  manager: EntityManager,
  condition: { kind: OperatorConditionKind; details: OperatorConditionDetails },
  mail: { link: string; requestId: string | null },
): Promise<boolean> {
  const [row]: Array<{ started_at: Date; started: boolean }> = await manager.query(
    `WITH before AS (SELECT ended_at IS NULL AS in_force FROM operator_condition WHERE kind = $1 FOR UPDATE)
     INSERT INTO operator_condition (kind, started_at, last_seen_at, ended_at, details) VALUES ($1, now(), now(), NULL, $2)
     ON CONFLICT (kind) DO UPDATE
       SET started_at = CASE WHEN operator_condition.ended_at IS NULL THEN operator_condition.started_at ELSE now() END,
           last_seen_at = now(), ended_at = NULL, details = EXCLUDED.details
     RETURNING started_at, NOT COALESCE((SELECT in_force FROM before), false) AS started`,
    [condition.kind, JSON.stringify(condition.details)],
  );
  if (!row.started) return false;
  const admins: Array<{ id: number; email: string; name: string }> = await manager.query(
    "SELECT id, email, name FROM app_user WHERE role = 'admin' AND anonymised_at IS NULL ORDER BY id",
  );
  for (const admin of admins) {
    await queueMail(
      manager,
      { to: admin.email, lang: 'pl', template: 'operatorCondition', params: { name: admin.name, kind: condition.kind, details: condition.details, link: mail.link } },
      { requestId: mail.requestId, dedupeKey: `operator-condition:${condition.kind}:${row.started_at.getTime()}:${admin.id}` },
    );
  }
  return true;
}

/** The condition is gone: it ends, if it was in force. */
export async function endOperatorCondition(manager: EntityManager, kind: OperatorConditionKind): Promise<void> {
  await manager.query('UPDATE operator_condition SET ended_at = now() WHERE kind = $1 AND ended_at IS NULL', [kind]);
}

/** The conditions in force, oldest first. */
export async function operatorConditionsInForce(manager: EntityManager): Promise<OperatorConditionItem[]> {
  const rows: ConditionRow[] = await manager.query('SELECT kind, started_at, last_seen_at, details FROM operator_condition WHERE ended_at IS NULL ORDER BY started_at, kind');
  return rows.map(toItem);
}
