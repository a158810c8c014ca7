export { canSeeRanking } from './ranking-rules';
export { rankingKeys } from './ranking.queries';
export { Podium } from './Podium';
export { RankingCard } from './RankingCard';
