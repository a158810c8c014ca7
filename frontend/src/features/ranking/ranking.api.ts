import type { RankingQuery, RankingResponse } from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** Pages of 20 from 1; page 0 is the podium (places 1 to 3, ties included). */
export async function fetchRanking({ page = 1, type = 'user', onlyMyResults = false }: RankingQuery): Promise<RankingResponse> {
  const { data } = await http.get<RankingResponse>('/ranking', { params: { page, type, onlyMyResults } });
  return data;
}
