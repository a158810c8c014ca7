export { canSeeRanking, defaultRankingType } from './ranking-rules';
export { podiumQuery, rankingKeys, rankingListQuery } from './ranking.queries';
export { Podium } from './Podium';
export { RankingCard } from './RankingCard';
