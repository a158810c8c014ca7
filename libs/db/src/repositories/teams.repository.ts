import type { EntityManager } from 'typeorm';

interface TeamRow {
  id: number;
  name: string;
  emojiId: number | null;
  emoji: string | null;
  members: number;
}

/** A company's teams (or the one asked for) with their emoji and how many are in each, by name. */
export async function teamRows(manager: EntityManager, companyId: number, teamId: number | null = null): Promise<TeamRow[]> {
  const rows: Array<{ id: number; name: string; emoji_id: number | null; emoji: string | null; members: string }> = await manager.query(
    `SELECT t.id, t.name, t.emoji_id, e.emoji, (SELECT COUNT(*) FROM app_user u WHERE u.team_id = t.id) AS members
       FROM team t LEFT JOIN emoji e ON e.id = t.emoji_id
      WHERE t.company_id = $1 AND ($2::int IS NULL OR t.id = $2)
      ORDER BY lower(t.name), t.id`,
    [companyId, teamId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, emojiId: row.emoji_id, emoji: row.emoji, members: Number(row.members) }));
}
