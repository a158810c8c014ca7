import type { CompanyResponse, RankingItem, RankingType, Role, UserProfile } from '@lesne/contracts';
import { PODIUM_PLACES } from '@lesne/contracts';
import { rankingVisible } from '@lesne/domain';

/** Participants do not see a ranking their company hides; admins always do. */
export function canSeeRanking(role: Role, company: CompanyResponse): boolean {
  return rankingVisible(role, company.stats.hideRanking);
}

/** Teams rank first when the company has them. */
export function defaultRankingType(company: CompanyResponse): RankingType {
  return company.stats.teams ? 'team' : 'user';
}

/** The key of a row: the team or the user it counts. */
export function rankingKey(item: RankingItem): number {
  return item.team_id ?? item.user_id ?? -1;
}

/** A row's name; a missing one shows as the anonymous user or the unnamed team. */
export function rankingName(item: RankingItem, type: RankingType, t: (key: string) => string): string {
  if (type === 'team') {
    const name = item._team?.name?.trim() || t('ranking:unnamedTeam');
    return item._emoji?.emoji ? `${item._emoji.emoji} ${name}` : name;
  }
  return item._user?.name?.trim() || t('ranking:anonymousUser');
}

/**
 * A row's name as the signed-in user sees it: their own row with their own name even when they
 * hide it from others (the page is the same for everyone, so it comes without it).
 */
export function shownName(item: RankingItem, type: RankingType, profile: Pick<UserProfile, 'id' | 'name'>, t: (key: string) => string): string {
  if (type === 'user' && item.user_id === profile.id) return profile.name.trim() || rankingName(item, type, t);
  return rankingName(item, type, t);
}

interface PodiumStep {
  place: number;
  items: RankingItem[];
}

/** Places 1 to 3 with whoever holds each; equal sums share a place, so a tie may leave the next place empty. */
export function podiumSteps(items: readonly RankingItem[]): PodiumStep[] {
  const steps: PodiumStep[] = [];
  for (let place = 1; place <= PODIUM_PLACES; place++) {
    const holders = items.filter((item) => item.ranking === place);
    if (holders.length > 0) steps.push({ place, items: holders });
  }
  return steps;
}
