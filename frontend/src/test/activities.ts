import type { ActivityTypeItem, DetailedActivityItem, RankingItem, WithheldActivityItem } from '@lesne/contracts';
import { assignPlaces } from '@lesne/domain';

export const ACTIVITY_TYPES: ActivityTypeItem[] = [
  { id: 1, name: 'Spacer', translationKey: 'walk' },
  { id: 2, name: 'Bieg', translationKey: 'run' },
  { id: 3, name: 'Rower', translationKey: 'ride' },
];

export function anActivity(overrides: Partial<DetailedActivityItem> = {}): DetailedActivityItem {
  return {
    id: 101,
    withheld: false,
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
    stravaActivityId: null,
    typedIn: false,
    deviceName: null,
    keptFromStrava: false,
    user_id: 31,
    _user: { name: 'Jan Kowalski' },
    _activity_types: ACTIVITY_TYPES[1],
    ...overrides,
  };
}

/** A Strava result as a company admin reviews it: no day, time, type or km (Strava lets only its owner see them). */
export function aWithheldActivity(overrides: Partial<WithheldActivityItem> = {}): WithheldActivityItem {
  return {
    id: 201,
    withheld: true,
    activity_start_time: null,
    day: null,
    startTimeDay: null,
    startTimeMonth: null,
    startTimeYear: null,
    distance: null,
    _activity_types: null,
    deviceName: null,
    trees: 2.125,
    status: 'pending',
    source: 'integrated',
    flagged: true,
    flagReason: 'tooFast',
    stravaActivityId: '13579246801',
    typedIn: false,
    keptFromStrava: false,
    user_id: 32,
    _user: { name: 'Ewa Biegaczka', email: 'ewa@zielona.pl' },
    ...overrides,
  };
}

export function aUserRow(overrides: Partial<RankingItem> = {}): RankingItem {
  return { ranking: 1, treeSum: 24.1, user_id: 31, _user: { name: 'Jan Kowalski' }, ...overrides };
}

/**
 * A page of the user ranking as the server answers it: the rows in the order given, placed by
 * the ranking rule of libs/domain (equal totals share a place), the first at `firstPosition`.
 */
export function rankedUserRows(rows: Partial<RankingItem>[], firstPosition = 1, firstPlace = firstPosition): RankingItem[] {
  const items = rows.map((row) => aUserRow(row));
  // The server orders by trees, then km; the rows here differ in trees where their places do.
  const places = assignPlaces(items.map((item) => ({ treeSum: item.treeSum, kmSum: 0 })), firstPosition, firstPlace);
  return items.map((item, index) => ({ ...item, ranking: places[index] }));
}

export function aTeamRow(overrides: Partial<RankingItem> = {}): RankingItem {
  return { ranking: 1, treeSum: 60, team_id: 5, _team: { name: 'Dęby' }, _emoji: { emoji: '🌳' }, ...overrides };
}
