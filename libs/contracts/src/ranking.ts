export type RankingType = 'user' | 'team';

/** GET /api/v1/ranking?page=&type=&onlyMyResults= ; page 0 is the podium (places 1-3, ties included). */
export interface RankingQuery {
  page?: number;
  type?: RankingType;
  onlyMyResults?: boolean;
}

/**
 * A row of the ranking: its place and trees. No km: a person's km come partly from Strava, which
 * lets only their owner see them, and a team can be one person (libs/domain visibility.ts). Rows
 * are still ordered by trees, then km.
 */
export interface RankingItem {
  /** the place: equal sums share it (1, 2, 2, 4) */
  ranking: number;
  treeSum: number;
  /** for type user */
  user_id?: number;
  /** name '' when withheld (the person hides it or asked for their account's deletion): the anonymous user */
  _user?: { name: string };
  /** for type team */
  team_id?: number;
  _team?: { name: string };
  _emoji?: { emoji: string } | null;
}

export interface RankingResponse {
  items: RankingItem[];
  /** the next page number, null at the end */
  nextPage: number | null;
}

export const RANKING_PAGE_SIZE = 20;
export const PODIUM_PLACES = 3;
