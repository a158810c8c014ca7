import type { EntityManager } from 'typeorm';
import { Emoji, Team, User } from '../entities';

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

/** Every emoji a team may take, in id order. */
export function emojiList(manager: EntityManager): Promise<Emoji[]> {
  return manager.find(Emoji, { order: { id: 'ASC' } });
}

export function emojiExists(manager: EntityManager, emojiId: number): Promise<boolean> {
  return manager.exists(Emoji, { where: { id: emojiId } });
}

/** Whether the team exists in the company. */
export function teamExists(manager: EntityManager, companyId: number, teamId: number): Promise<boolean> {
  return manager.exists(Team, { where: { id: teamId, companyId } });
}

/** A new team; answers its id. */
export async function createTeam(manager: EntityManager, team: Pick<Team, 'companyId' | 'name' | 'emojiId'>): Promise<number> {
  const { id } = await manager.save(Team, team);
  return id;
}

/** Renames the team; its emoji changes only when given (null takes it away). */
export async function updateTeam(manager: EntityManager, teamId: number, changes: { name: string; emojiId?: number | null }): Promise<void> {
  await manager.update(Team, { id: teamId }, { name: changes.name, ...(changes.emojiId !== undefined ? { emojiId: changes.emojiId } : {}) });
}

/** Removes the team; its members stay, without a team. */
export async function deleteTeam(manager: EntityManager, teamId: number): Promise<void> {
  await manager.delete(Team, { id: teamId });
}

/** Puts the user in the team, or in none (null). */
export async function assignTeam(manager: EntityManager, userId: number, teamId: number | null): Promise<void> {
  await manager.update(User, { id: userId }, { teamId });
}
