import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@lesne/contracts';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { cx } from '../../shared/ui/cx';
import { useActivityTypeLabel } from './activity-display';

interface ActivityTableProps {
  /** the table's name for screen readers */
  label: string;
  activities: readonly ActivityItem[];
  empty: string;
  /** a column with the user (name and, for admins, e-mail) */
  showUser?: boolean;
  /** a status column, and pending rows yellow, denied rows red */
  showStatus?: boolean;
  /** a column of the screen's own before the actions, e.g. why an entry was flagged */
  extraColumn?: { header: string; cell(activity: ActivityItem): ReactNode };
  /** the buttons of a row; the column shows when given */
  actions?: (activity: ActivityItem) => ReactNode;
}

/** Activities as a table that stacks into cards on a phone. */
export function ActivityTable({
  label,
  activities,
  empty,
  showUser = false,
  showStatus = false,
  extraColumn,
  actions,
}: ActivityTableProps) {
  const { t } = useTranslation('activities');
  const { formatStat } = useNumberFormat();
  const typeLabel = useActivityTypeLabel();
  const columns = 4 + Number(showUser) + Number(showStatus) + Number(Boolean(extraColumn)) + Number(Boolean(actions));
  return (
    <table className="table table--stack activity-table">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          {showUser && <th scope="col">{t('columns.user')}</th>}
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.type')}</th>
          <th scope="col" className="table__number">
            {t('columns.distance')}
          </th>
          <th scope="col" className="table__number">
            {t('columns.trees')}
          </th>
          {showStatus && <th scope="col">{t('columns.status')}</th>}
          {extraColumn && <th scope="col">{extraColumn.header}</th>}
          {actions && <th scope="col">{t('columns.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {activities.map((activity) => (
          <tr
            key={activity.id}
            className={cx(
              showStatus && activity.status === 'pending' && 'activity-row--pending',
              showStatus && activity.status === 'denied' && 'activity-row--denied',
            )}
          >
            {showUser && (
              <td data-label={t('columns.user')} className="table__break">
                <span className="activity-user__name">{activity._user?.name?.trim() || t('ranking:anonymousUser')}</span>
                {activity._user?.email && <span className="activity-user__email">{activity._user.email}</span>}
              </td>
            )}
            <td data-label={t('columns.date')}>{formatDay(activity.day)}</td>
            <td data-label={t('columns.type')}>
              {typeLabel(activity._activity_types)}
              {activity.source === 'integrated' && <span className="activity-source"> ({t('fromStrava')})</span>}
            </td>
            <td data-label={t('columns.distance')} className="table__number">
              {formatStat(activity.distance)}
            </td>
            <td data-label={t('columns.trees')} className="table__number">
              {formatStat(activity.trees)}
            </td>
            {showStatus && (
              <td data-label={t('columns.status')}>
                <span className={`badge badge--activity-${activity.status}`}>{t(`status.${activity.status}`)}</span>
              </td>
            )}
            {extraColumn && <td data-label={extraColumn.header}>{extraColumn.cell(activity)}</td>}
            {actions && (
              <td data-label={t('columns.actions')}>
                <div className="table__actions">{actions(activity)}</div>
              </td>
            )}
          </tr>
        ))}
        {activities.length === 0 && (
          <tr>
            <td colSpan={columns}>{empty}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
