import { useTranslation } from 'react-i18next';
import type { ActivityItem, ActivityTypeItem } from '@lesne/contracts';
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

export function useActivityFacts(): (activity: ActivityItem) => ActivityFacts {
  const { t } = useTranslation('ranking');
  const typeLabel = useActivityTypeLabel();
  const { formatStat } = useNumberFormat();
  return (activity) => ({
    name: activity._user?.name?.trim() || t('anonymousUser'),
    date: formatDay(activity.day),
    type: typeLabel(activity._activity_types),
    km: formatStat(activity.distance),
  });
}
