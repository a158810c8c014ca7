import type { ActivityItem, ActivityTypeItem, RankingItem } from '@lesne/contracts';

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

export function aTeamRow(overrides: Partial<RankingItem> = {}): RankingItem {
  return { ranking: 1, kmSum: 300, treeSum: 60, team_id: 5, _team: { name: 'Dęby' }, _emoji: { emoji: '🌳' }, ...overrides };
}
