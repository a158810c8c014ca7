import { useTranslation } from 'react-i18next';
import type { ActivityItem, ActivityTypeItem, DetailedActivityItem, WithheldActivityItem } from '@lesne/contracts';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';

/** An activity type in the current language, by its translation key (the server's name if the key is new). */
export function useActivityTypeLabel(): (type: ActivityTypeItem | null | undefined) => string {
  const { t } = useTranslation('activities');
  return (type) => (type ? t(`types.${type.translationKey}`, { defaultValue: type.name }) : '');
}

/** What a confirmation says about an activity: whose, which day, what, how far. */
export type ActivityFacts = {
  name: string;
  date: string;
  type: string;
  km: string;
};

/** Whose an activity is, the anonymous user when the list withholds the name. */
function useOwnerName(): (activity: ActivityItem) => string {
  const { t } = useTranslation('ranking');
  return (activity) => activity._user?.name?.trim() || t('anonymousUser');
}

export function useActivityFacts(): (activity: DetailedActivityItem) => ActivityFacts {
  const ownerName = useOwnerName();
  const typeLabel = useActivityTypeLabel();
  const { formatStat } = useNumberFormat();
  return (activity) => ({
    name: ownerName(activity),
    date: formatDay(activity.day),
    type: typeLabel(activity._activity_types),
    km: formatStat(activity.distance),
  });
}

/** What a confirmation says about a Strava result someone other than its owner reviews: whose, and its trees (libs/domain visibility.ts). */
export function useWithheldFacts(): (activity: WithheldActivityItem) => { name: string; trees: string } {
  const ownerName = useOwnerName();
  const { formatTrees } = useNumberFormat();
  return (activity) => ({ name: ownerName(activity), trees: formatTrees(activity.trees) });
}
