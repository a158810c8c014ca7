import type { ActivityItem, ActivityTypeItem, RankingItem } from '@lesne/contracts';
import { assignPlaces } from '@lesne/domain';

export const ACTIVITY_TYPES: ActivityTypeItem[] = [
  { id: 1, name: 'Spacer', translationKey: 'walk' },
  { id: 2, name: 'Bieg', translationKey: 'run' },
  { id: 3, name: 'Rower', translationKey: 'ride' },
];

export function anActivity(overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: 101,
    activity_start_time: String(Date.parse('2025-06-12T08:00:00Z')),
    day: '2025-06-12',
    startTimeDay: 12,
    startTimeMonth: 6,
    startTimeYear: 2025,
    distance: 5.2,
    trees: 1.04,
    status: 'approved',
    source: 'manual',
    flagged: false,
    user_id: 31,
    _user: { name: 'Jan Kowalski' },
    _activity_types: ACTIVITY_TYPES[1],
    ...overrides,
  };
}

export function aUserRow(overrides: Partial<RankingItem> = {}): RankingItem {
  return { ranking: 1, kmSum: 120.5, treeSum: 24.1, user_id: 31, _user: { name: 'Jan Kowalski' }, ...overrides };
}

/**
 * A page of the user ranking as the server answers it: the rows in the order given, placed by
 * the ranking rule of libs/domain (equal totals share a place), the first at `firstPosition`.
 */
export function rankedUserRows(rows: Partial<RankingItem>[], firstPosition = 1, firstPlace = firstPosition): RankingItem[] {
  const items = rows.map((row) => aUserRow(row));
  const places = assignPlaces(items, firstPosition, firstPlace);
  return items.map((item, index) => ({ ...item, ranking: places[index] }));
}

export function aTeamRow(overrides: Partial<RankingItem> = {}): RankingItem {
  return { ranking: 1, kmSum: 300, treeSum: 60, team_id: 5, _team: { name: 'Dęby' }, _emoji: { emoji: '🌳' }, ...overrides };
}
