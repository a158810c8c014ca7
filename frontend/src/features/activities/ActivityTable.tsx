import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem, DetailedActivityItem } from '@lesne/contracts';
import { garminAttribution } from '@lesne/domain';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { cx } from '../../shared/ui/cx';
import { ViewOnStrava } from '../../shared/ui/ViewOnStrava';
import { useActivityTypeLabel } from './activity-display';
import styles from './ActivityTable.module.css';

const STATUS_BADGE: Record<ActivityItem['status'], string> = {
  approved: styles.statusApproved,
  pending: styles.statusPending,
  denied: styles.statusDenied,
};

/** Rows picked for a bulk action, from a leading column of checkboxes. */
export interface ActivitySelection<T extends ActivityItem = ActivityItem> {
  selected: ReadonlySet<number>;
  onToggle(activity: T, checked: boolean): void;
  /** picks (or drops) every row shown */
  onToggleAll(checked: boolean): void;
  /** the header checkbox's name, e.g. 'Zaznacz wszystkie na tej stronie' */
  allLabel: string;
  /** a row checkbox's name */
  label(activity: T): string;
}

interface ActivityTableProps<T extends ActivityItem> {
  /** the table's name for screen readers */
  label: string;
  activities: readonly T[];
  empty: string;
  /** a column with the user (name and, for admins, e-mail) */
  showUser?: boolean;
  /** a status column, and pending rows yellow, denied rows red */
  showStatus?: boolean;
  /** a column of the screen's own before the actions, e.g. why an entry was flagged */
  extraColumn?: { header: string; cell(activity: T): ReactNode };
  /** the buttons of a row; the column shows when given */
  actions?: (activity: T) => ReactNode;
  selection?: ActivitySelection<T>;
}

/** A result's day, type (with where it came from) and km. */
function DetailCells({ activity, main }: { activity: DetailedActivityItem; main: boolean }) {
  const { t } = useTranslation('activities');
  const { formatStat } = useNumberFormat();
  const typeLabel = useActivityTypeLabel();
  return (
    <>
      <td data-label={t('columns.date')} className={main ? styles.main : styles.detail}>
        {formatDay(activity.day)}
      </td>
      <td data-label={t('columns.type')} className={styles.detail}>
        {activity.keptFromStrava ? t('keptFromStrava') : typeLabel(activity._activity_types)}
        {activity.source === 'integrated' && !activity.keptFromStrava && <span className={styles.source}> ({t('fromStrava')})</span>}
        {activity.typedIn && <span className={styles.source}> ({t('typedIn')})</span>}
        {activity.stravaActivityId && (
          <>
            {' '}
            <ViewOnStrava activityId={activity.stravaActivityId} />
          </>
        )}
        <GarminCredit deviceName={activity.deviceName} />
      </td>
      <td data-label={t('columns.distance')} className={cx('table__number', styles.figure)}>
        {activity.keptFromStrava ? '–' : formatStat(activity.distance)}
      </td>
    </>
  );
}

/** Garmin's credit on a result recorded on one of its devices (Strava's brand rules). */
function GarminCredit({ deviceName }: { deviceName: string | null }) {
  const credit = garminAttribution(deviceName);
  return credit && <span className={styles.device}>{credit}</span>;
}

/**
 * Activities as a table; on a phone each row is two lines: the main fact (the user, or the date)
 * with the kilometres, then the rest with the row's actions. A Strava result shown to someone
 * other than its owner (a company admin reviewing it) has no day, type or km: one cell says so
 * and links to it on Strava (libs/domain visibility.ts).
 */
export function ActivityTable<T extends ActivityItem>({
  label,
  activities,
  empty,
  showUser = false,
  showStatus = false,
  extraColumn,
  actions,
  selection,
}: ActivityTableProps<T>) {
  const { t } = useTranslation('activities');
  const { formatStat } = useNumberFormat();
  const columns =
    4 + Number(showUser) + Number(showStatus) + Number(Boolean(extraColumn)) + Number(Boolean(actions)) + Number(Boolean(selection));
  const allSelected = selection !== undefined && activities.length > 0 && activities.every((activity) => selection.selected.has(activity.id));
  const someSelected = selection !== undefined && activities.some((activity) => selection.selected.has(activity.id));
  return (
    <table className={cx('table table--rows', styles.table)}>
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className={styles.select}>
              <input
                type="checkbox"
                aria-label={selection.allLabel}
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected && !allSelected;
                }}
                disabled={activities.length === 0}
                onChange={(event) => selection.onToggleAll(event.target.checked)}
              />
            </th>
          )}
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
              styles.row,
              showStatus && activity.status === 'pending' && styles.rowPending,
              showStatus && activity.status === 'denied' && styles.rowDenied,
            )}
          >
            {selection && (
              <td className={styles.select}>
                <input
                  type="checkbox"
                  aria-label={selection.label(activity)}
                  checked={selection.selected.has(activity.id)}
                  onChange={(event) => selection.onToggle(activity, event.target.checked)}
                />
              </td>
            )}
            {showUser && (
              <td data-label={t('columns.user')} className={cx(styles.main, styles.user)}>
                <span className={cx('activity-user__name', styles.userName)}>
                  {activity._user?.name?.trim() || t('ranking:anonymousUser')}
                </span>
                {activity._user?.email && (
                  <span className={cx('activity-user__email', styles.userEmail)} title={activity._user.email}>
                    {activity._user.email}
                  </span>
                )}
              </td>
            )}
            {activity.withheld ? (
              <td colSpan={3} className={cx(styles.detail, styles.withheld)}>
                {t('withheld')}
                {activity.typedIn && ` ${t('typedInWaits')}`}
                <span className={styles.withheldMeta}>
                  {!showStatus && <span className={cx('badge', STATUS_BADGE[activity.status])}>{t(`status.${activity.status}`)}</span>}
                  {activity.stravaActivityId && <ViewOnStrava activityId={activity.stravaActivityId} />}
                </span>
              </td>
            ) : (
              <DetailCells activity={activity} main={!showUser} />
            )}
            <td data-label={t('columns.trees')} className={cx('table__number', styles.detail, styles.labelled)}>
              {formatStat(activity.trees)}
            </td>
            {showStatus && (
              <td data-label={t('columns.status')} className={styles.detail}>
                <span className={cx('badge', STATUS_BADGE[activity.status])}>{t(`status.${activity.status}`)}</span>
              </td>
            )}
            {extraColumn && (
              <td data-label={extraColumn.header} className={cx(styles.detail, styles.extra)}>
                {extraColumn.cell(activity)}
              </td>
            )}
            {actions && (
              <td data-label={t('columns.actions')} className={styles.actions}>
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
