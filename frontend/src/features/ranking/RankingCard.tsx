import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem, CompanyResponse, RankingItem, RankingType, UserProfile } from '@lesne/contracts';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { useLiveRefresh } from '../../shared/realtime/useLive';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { cx } from '../../shared/ui/cx';
import { ErrorWithRetry } from '../../shared/feedback/ErrorWithRetry';
import { Spinner } from '../../shared/ui/Spinner';
import { useActivityFacts, useActivityTypeLabel } from '../activities/activity-display';
import { fetchUserActivities, flagActivity } from '../activities/activities.api';
import { defaultRankingType, rankingKey, rankingName } from './ranking-rules';
import { RankingHead } from './RankingHead';
import { useRankingList } from './useRankingList';

interface RankingCardProps {
  company: CompanyResponse;
  profile: UserProfile;
}

/** A user's activities as the expanded row shows them (loaded on the first expansion). */
interface LoadedActivities {
  status: 'loading' | 'ready' | 'error';
  items: ActivityItem[];
  error: unknown;
}

/**
 * The ranking: individual or team (teams first when the company has them), 20 rows at a
 * time with "load more". A user's row opens to show their approved activities, where others'
 * entries can be flagged while the event runs. Updates itself when the company's totals change.
 */
export function RankingCard({ company, profile }: RankingCardProps) {
  const { t } = useTranslation('ranking');
  const [type, setType] = useState<RankingType>(() => defaultRankingType(company));
  const list = useRankingList(type);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [activities, setActivities] = useState<ReadonlyMap<number, LoadedActivities>>(new Map());
  const [flagging, setFlagging] = useState<ActivityItem | null>(null);
  const facts = useActivityFacts();

  const loadActivities = useCallback((userId: number) => {
    setActivities((held) => new Map(held).set(userId, { status: 'loading', items: held.get(userId)?.items ?? [], error: null }));
    fetchUserActivities(userId).then(
      (items) => setActivities((held) => new Map(held).set(userId, { status: 'ready', items, error: null })),
      (error: unknown) =>
        setActivities((held) => new Map(held).set(userId, { status: 'error', items: held.get(userId)?.items ?? [], error })),
    );
  }, []);

  const { refresh } = list;
  useLiveRefresh(['totals:changed'], () => {
    refresh();
    // Open rows ask again; closed ones forget theirs and load afresh when opened.
    setActivities((held) => new Map([...held].filter(([userId]) => expanded.has(userId))));
    expanded.forEach(loadActivities);
  });

  function changeType(next: RankingType) {
    setType(next);
    setExpanded(new Set());
  }

  function toggle(userId: number) {
    const next = new Set(expanded);
    if (next.has(userId)) next.delete(userId);
    else {
      next.add(userId);
      if (!activities.has(userId)) loadActivities(userId);
    }
    setExpanded(next);
  }

  const flagsAllowed = company.stats.flagSystem && company.stats.eventStatus === 'inProgress';
  const canFlag = (activity: ActivityItem) => flagsAllowed && activity.user_id !== profile.id && !activity.flagged;

  async function flag(activity: ActivityItem) {
    try {
      await flagActivity(activity.id);
      notifySuccess(t('rankRow.addFlagSuccess'));
      setActivities((held) => {
        const loaded = held.get(activity.user_id);
        if (!loaded) return held;
        const items = loaded.items.map((item) => (item.id === activity.id ? { ...item, flagged: true } : item));
        return new Map(held).set(activity.user_id, { ...loaded, items });
      });
    } catch (error) {
      notifyFailure(t('rankRow.addFlagError'), error);
    }
  }

  const caption = t(type === 'team' ? 'captionTeam' : 'captionUser');
  return (
    <section className="card ranking" aria-labelledby="ranking-title">
      <RankingHead
        titleId="ranking-title"
        title={t('title')}
        mode={company.stats.teams ? { label: t('mode.label'), value: type, onChange: changeType } : undefined}
      />
      {list.status === 'loading' && <Spinner centered />}
      {list.status === 'error' && <ErrorWithRetry title={t('listError')} error={list.error} onRetry={list.refresh} />}
      {list.status === 'ready' && (
        <>
          <table className="table ranking__table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col" className="ranking__place">
                  {t('columns.place')}
                </th>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col" className="table__number">
                  {t('columns.distance')}
                </th>
                <th scope="col" className="table__number">
                  {t('columns.trees')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <RankingRow
                  key={rankingKey(item)}
                  item={item}
                  type={type}
                  mine={type === 'team' ? item.team_id === profile.team?.id : item.user_id === profile.id}
                  expanded={item.user_id !== undefined && expanded.has(item.user_id)}
                  onToggle={type === 'user' && item.user_id !== undefined ? () => toggle(item.user_id!) : undefined}
                  activities={item.user_id !== undefined ? activities.get(item.user_id) : undefined}
                  onRetryActivities={() => item.user_id !== undefined && loadActivities(item.user_id)}
                  canFlag={canFlag}
                  onFlag={setFlagging}
                />
              ))}
              {list.items.length === 0 && (
                <tr>
                  <td colSpan={4}>{t('empty')}</td>
                </tr>
              )}
            </tbody>
          </table>
          {list.moreError != null && <ErrorAlert title={t('listError')} error={list.moreError} />}
          {list.nextPage !== null && (
            <div className="ranking__more">
              <Button variant="secondary" busy={list.loadingMore} onClick={list.loadMore}>
                {t('loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={flagging !== null}
        onOpenChange={(open) => !open && setFlagging(null)}
        title={t('rankRow.confirm.title')}
        description={flagging ? t('rankRow.confirm.description', facts(flagging)) : ''}
        confirmLabel={t('rankRow.confirm.confirm')}
        onConfirm={() => (flagging ? flag(flagging) : Promise.resolve())}
      />
    </section>
  );
}

interface RankingRowProps {
  item: RankingItem;
  type: RankingType;
  /** my own row, or my team's */
  mine: boolean;
  expanded: boolean;
  /** set for rows that open (users) */
  onToggle?: () => void;
  activities?: LoadedActivities;
  onRetryActivities(): void;
  canFlag(activity: ActivityItem): boolean;
  onFlag(activity: ActivityItem): void;
}

function RankingRow({ item, type, mine, expanded, onToggle, activities, onRetryActivities, canFlag, onFlag }: RankingRowProps) {
  const { t } = useTranslation('ranking');
  const { formatStat } = useNumberFormat();
  const detailsId = useId();
  const name = rankingName(item, type, t);
  return (
    <>
      <tr className={cx('ranking__row', mine && 'ranking__row--mine', expanded && 'ranking__row--open')}>
        <td className="ranking__place">{item.ranking}</td>
        <th scope="row" className="ranking__name">
          {onToggle ? (
            <button
              type="button"
              className="ranking__toggle"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              onClick={onToggle}
            >
              <span className="ranking__chevron" aria-hidden="true" />
              {name}
            </button>
          ) : (
            name
          )}
          {mine && <span className="ranking__mine"> {t(type === 'team' ? 'yourTeam' : 'you')}</span>}
        </th>
        <td className="table__number">{formatStat(item.kmSum)}</td>
        <td className="table__number">{formatStat(item.treeSum)}</td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="ranking__details">
          <td colSpan={4}>
            <UserActivities
              name={name}
              activities={activities}
              onRetry={onRetryActivities}
              canFlag={canFlag}
              onFlag={onFlag}
            />
          </td>
        </tr>
      )}
    </>
  );
}

interface UserActivitiesProps {
  name: string;
  activities?: LoadedActivities;
  onRetry(): void;
  canFlag(activity: ActivityItem): boolean;
  onFlag(activity: ActivityItem): void;
}

function UserActivities({ name, activities, onRetry, canFlag, onFlag }: UserActivitiesProps) {
  const { t } = useTranslation('ranking');
  const { formatStat } = useNumberFormat();
  const typeLabel = useActivityTypeLabel();
  if (!activities || (activities.status === 'loading' && activities.items.length === 0)) return <Spinner size="sm" />;
  if (activities.status === 'error')
    return <ErrorWithRetry title={t('activities.error')} error={activities.error} onRetry={onRetry} compact />;
  if (activities.items.length === 0) return <p className="muted ranking__no-activities">{t('activities.empty')}</p>;
  return (
    <ul className="ranking-activities" aria-label={t('activities.label', { name })}>
      {activities.items.map((activity) => (
        <li key={activity.id} className="ranking-activities__item">
          <span className="ranking-activities__date">{formatDay(activity.day)}</span>
          <span className="ranking-activities__type">{typeLabel(activity._activity_types)}</span>
          <span className="ranking-activities__figures">
            {formatStat(activity.distance)} km · {t('columns.trees')}: {formatStat(activity.trees)}
          </span>
          {activity.flagged ? (
            <span className="badge badge--warn">{t('activities:flaggedMark')}</span>
          ) : (
            canFlag(activity) && (
              <Button variant="secondary" className="btn--small" onClick={() => onFlag(activity)}>
                {t('rankRow.flag')}
              </Button>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
