import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PODIUM_PLACES, RANKING_PAGE_SIZE, type RankingItem, type RankingResponse, type RankingType } from '@lesne/contracts';
import { Company } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { AppError } from '../i18n/app-error';

interface Row {
  id: number;
  name: string | null;
  emoji: string | null;
  km_sum: string;
  tree_sum: string;
  place: string;
}

/**
 * Places from the totals the workers keep (never aggregated per request): tree sum, then km,
 * descending; equal sums share a place (1, 2, 2, 4). Read through the (company, trees, km) index.
 */
const SOURCES: Record<RankingType, { table: string; emoji: string }> = {
  user: { table: 'app_user', emoji: 'NULL::text' },
  team: { table: 'team', emoji: '(SELECT e.emoji FROM emoji e WHERE e.id = r.emoji_id)' },
};

function rankedQuery(type: RankingType, tail: string): string {
  const { table, emoji } = SOURCES[type];
  return `SELECT id, name, emoji, km_sum, tree_sum, place FROM (
            SELECT r.id, r.name, ${emoji} AS emoji, r.km_sum, r.tree_sum,
                   RANK() OVER (ORDER BY r.tree_sum DESC, r.km_sum DESC) AS place
              FROM ${table} r WHERE r.company_id = $1
             ORDER BY r.tree_sum DESC, r.km_sum DESC, r.id
          ) ranked ${tail}`;
}

@Injectable()
export class RankingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(caller: AuthUser, type: RankingType, page: number, onlyMine: boolean): Promise<RankingResponse> {
    const companyId = companyOf(caller);
    await this.assertVisible(caller, companyId);
    if (onlyMine) return { items: await this.mine(caller, companyId, type), nextPage: null };
    if (page === 0) {
      const rows = await this.dataSource.query(rankedQuery(type, 'WHERE place <= $2'), [companyId, PODIUM_PLACES]);
      return { items: rows.map((row: Row) => toItem(type, row)), nextPage: null };
    }
    const rows: Row[] = await this.dataSource.query(rankedQuery(type, 'LIMIT $2 OFFSET $3'), [companyId, RANKING_PAGE_SIZE + 1, (page - 1) * RANKING_PAGE_SIZE]);
    return {
      items: rows.slice(0, RANKING_PAGE_SIZE).map((row) => toItem(type, row)),
      nextPage: rows.length > RANKING_PAGE_SIZE ? page + 1 : null,
    };
  }

  /** The user's place and how many are ranked (everyone in the company). */
  async placeOf(userId: number, companyId: number): Promise<{ ranking: number; rankingCount: number }> {
    const [row] = await this.dataSource.query(
      `SELECT 1 + (SELECT COUNT(*) FROM app_user o WHERE o.company_id = u.company_id
                     AND (o.tree_sum > u.tree_sum OR (o.tree_sum = u.tree_sum AND o.km_sum > u.km_sum)))::int AS ranking,
              (SELECT COUNT(*) FROM app_user o WHERE o.company_id = u.company_id)::int AS "rankingCount"
         FROM app_user u WHERE u.id = $1 AND u.company_id = $2`,
      [userId, companyId],
    );
    return row;
  }

  /** Participants may not see a ranking their company hides; admins always may. */
  async isVisibleTo(caller: AuthUser, companyId: number): Promise<boolean> {
    if (caller.role !== 'regular') return true;
    const company = await this.dataSource.getRepository(Company).findOne({ where: { id: companyId }, select: { id: true, hideRanking: true } });
    return !company?.hideRanking;
  }

  private async assertVisible(caller: AuthUser, companyId: number): Promise<void> {
    if (!(await this.isVisibleTo(caller, companyId))) throw new AppError(HttpStatus.FORBIDDEN, 'ranking.hidden');
  }

  private async mine(caller: AuthUser, companyId: number, type: RankingType): Promise<RankingItem[]> {
    const [user] = await this.dataSource.query('SELECT team_id FROM app_user WHERE id = $1', [caller.id]);
    const id = type === 'user' ? caller.id : user?.team_id;
    if (!id) return [];
    const rows: Row[] = await this.dataSource.query(rankedQuery(type, 'WHERE id = $2'), [companyId, id]);
    return rows.map((row) => toItem(type, row));
  }
}

function toItem(type: RankingType, row: Row): RankingItem {
  const totals = { ranking: Number(row.place), kmSum: Number(row.km_sum), treeSum: Number(row.tree_sum) };
  return type === 'user'
    ? { ...totals, user_id: row.id, _user: { name: row.name ?? '' } }
    : { ...totals, team_id: row.id, _team: { name: row.name ?? '' }, _emoji: row.emoji ? { emoji: row.emoji } : null };
}
