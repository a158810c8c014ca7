import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem, DetailedActivityItem } from '@lesne/contracts';
import { garminAttribution } from '@lesne/domain';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { cx } from '../../shared/ui/cx';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
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

/** A cell of a result's own figures, which a withheld Strava result has not (its one cell spans them). */
const detailed =
  (cell: (activity: DetailedActivityItem) => ReactNode) =>
  (activity: ActivityItem): ReactNode =>
    activity.withheld ? null : cell(activity);

/** Garmin's credit on a result recorded on one of its devices (Strava's brand rules). */
function GarminCredit({ deviceName }: { deviceName: string | null }) {
  const credit = garminAttribution(deviceName);
  return credit && <span className={styles.device}>{credit}</span>;
}

/**
 * Activities as a table; on a phone each row is two lines: the main fact (the user, or the date)
 * with the kilometres, then the rest with the row's actions. A Strava result shown to someone
 * other than its owner (a company admin reviewing it) has no day, type or km: one cell across
 * them says so and links to it on Strava (libs/domain visibility.ts).
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
  const typeLabel = useActivityTypeLabel();
  const statusBadge = (activity: ActivityItem) => <span className={cx('badge', STATUS_BADGE[activity.status])}>{t(`status.${activity.status}`)}</span>;
  const columns: DataColumn<T>[] = [
    ...(showUser
      ? [
          {
            header: t('columns.user'),
            className: cx(styles.main, styles.user),
            cell: (activity: T) => (
              <>
                <span className={styles.userName}>{activity._user?.name?.trim() || t('ranking:anonymousUser')}</span>
                {activity._user?.email && (
                  <span className={styles.userEmail} title={activity._user.email}>
                    {activity._user.email}
                  </span>
                )}
              </>
            ),
          },
        ]
      : []),
    {
      header: t('columns.date'),
      // a withheld Strava result: one cell across the day, the type and the km
      span: (activity) => (activity.withheld ? 3 : 1),
      className: (activity) => (activity.withheld ? cx(styles.detail, styles.withheld) : showUser ? styles.detail : styles.main),
      cell: (activity: ActivityItem) =>
        activity.withheld ? (
          <>
            {t('withheld')}
            {activity.typedIn && ` ${t('typedInWaits')}`}
            <span className={styles.withheldMeta}>
              {!showStatus && statusBadge(activity)}
              {activity.stravaActivityId && <ViewOnStrava activityId={activity.stravaActivityId} />}
            </span>
          </>
        ) : (
          formatDay(activity.day)
        ),
    },
    {
      header: t('columns.type'),
      className: styles.detail,
      cell: detailed((activity) => (
        <>
          {activity.keptFromStrava ? t('keptFromStrava') : typeLabel(activity._activity_types)}
          {activity.source === 'integrated' && !activity.keptFromStrava && <span className={styles.source}> ({t('fromStrava')})</span>}
          {activity.source === 'file' && <span className={styles.source}> ({t('fromFile')})</span>}
          {activity.typedIn && <span className={styles.source}> ({t('typedIn')})</span>}
          {activity.stravaActivityId && (
            <>
              {' '}
              <ViewOnStrava activityId={activity.stravaActivityId} />
            </>
          )}
          <GarminCredit deviceName={activity.deviceName} />
        </>
      )),
    },
    {
      header: t('columns.distance'),
      numeric: true,
      className: styles.figure,
      cell: detailed((activity) => (activity.keptFromStrava ? '–' : formatStat(activity.distance))),
    },
    { header: t('columns.trees'), numeric: true, labelled: true, className: styles.detail, cell: (activity) => formatStat(activity.trees) },
    ...(showStatus ? [{ header: t('columns.status'), className: styles.detail, cell: statusBadge }] : []),
    ...(extraColumn ? [{ header: extraColumn.header, className: cx(styles.detail, styles.extra), cell: extraColumn.cell }] : []),
    ...(actions
      ? [{ header: t('columns.actions'), className: styles.actions, cell: (activity: T) => <div className="table__actions">{actions(activity)}</div> }]
      : []),
  ];
  return (
    <DataTable
      caption={label}
      columns={columns}
      rows={activities}
      rowKey={(activity) => activity.id}
      empty={empty}
      selection={selection && { ...selection, className: styles.select }}
      phoneLayout="lines"
      className={styles.table}
      rowClassName={(activity) =>
        cx(
          styles.row,
          showStatus && activity.status === 'pending' && styles.rowPending,
          showStatus && activity.status === 'denied' && styles.rowDenied,
        )
      }
    />
  );
}
