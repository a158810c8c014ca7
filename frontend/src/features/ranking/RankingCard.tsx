import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, type CompanyResponse, type DetailedActivityItem, type RankingItem, type RankingType, type UserProfile } from '@lesne/contracts';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { ErrorWithRetry } from '../../shared/feedback/ErrorWithRetry';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { cx } from '../../shared/ui/cx';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Spinner } from '../../shared/ui/Spinner';
import { ViewOnStrava } from '../../shared/ui/ViewOnStrava';
import { approvedActivitiesQuery, useActivityFacts, useActivityTypeLabel, useFlagActivity } from '../activities';
import { defaultRankingType, rankingKey, shownName } from './ranking-rules';
import { rankingListQuery } from './ranking.queries';
import styles from './RankingCard.module.css';
import { RankingHead } from './RankingHead';

interface RankingCardProps {
  company: CompanyResponse;
  profile: UserProfile;
}

/**
 * The ranking: individual or team (teams first when the company has them), 20 rows at a
 * time with "load more": place, name and trees, never anyone's km (a person's come partly from
 * Strava, which lets only their owner see them; libs/domain visibility.ts). A user's row opens to
 * show their approved activities, where others' entries can be flagged while the event runs.
 * Live changes of the company's totals ask for every page shown again (useLiveCache).
 */
export function RankingCard({ company, profile }: RankingCardProps) {
  const { t } = useTranslation('ranking');
  const [type, setType] = useState<RankingType>(() => defaultRankingType(company));
  const list = useInfiniteQuery(rankingListQuery(type));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [flagging, setFlagging] = useState<DetailedActivityItem | null>(null);
  const facts = useActivityFacts();

  function changeType(next: RankingType) {
    setType(next);
    setExpanded(new Set());
  }

  function toggle(userId: number) {
    const next = new Set(expanded);
    if (next.has(userId)) next.delete(userId);
    else next.add(userId);
    setExpanded(next);
  }

  const flagsAllowed = company.stats.flagSystem && company.stats.eventStatus === 'inProgress';
  const canFlag = (activity: DetailedActivityItem) => flagsAllowed && activity.user_id !== profile.id && !activity.flagged;

  const flag = useFlagActivity();
  const { formatStat } = useNumberFormat();
  const detailsId = useId();

  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  const items = list.data?.pages.flatMap((page) => page.items);
  const caption = t(type === 'team' ? 'captionTeam' : 'captionUser');
  /** my own row, or my team's */
  const isMine = (item: RankingItem) => (type === 'team' ? item.team_id === profile.team?.id : item.user_id === profile.id);
  const nameOf = (item: RankingItem) => shownName(item, type, profile, t);
  const columns: DataColumn<RankingItem>[] = [
    { header: t('columns.place'), headerClassName: styles.place, className: styles.place, cell: (item) => item.ranking },
    {
      header: t('columns.name'),
      rowHeader: true,
      className: styles.name,
      cell: (item) => {
        const open = item.user_id !== undefined && expanded.has(item.user_id);
        return (
          <RankingName
            name={nameOf(item)}
            type={type}
            mine={isMine(item)}
            hiddenFromOthers={isMine(item) && type === 'user' && profile.hideName}
            // a user's row opens (a team's does not)
            toggle={
              type === 'user' && item.user_id !== undefined
                ? { open, controls: open ? `${detailsId}-${item.user_id}` : undefined, onToggle: () => toggle(item.user_id!) }
                : undefined
            }
          />
        );
      },
    },
    { header: t('columns.trees'), numeric: true, cell: (item) => formatStat(item.treeSum) },
  ];
  return (
    <section className={cx('card', styles.card)} aria-labelledby="ranking-title">
      <RankingHead
        titleId="ranking-title"
        title={t('title')}
        mode={company.stats.teams ? { label: t('mode.label'), value: type, onChange: changeType } : undefined}
      />
      {list.isPending && <Spinner centered />}
      {/* Once rows are shown they stay: a failed refresh is only logged, and the next update asks again. */}
      {!items && list.isError && <ErrorWithRetry title={t('listError')} error={list.error} onRetry={() => void list.refetch()} />}
      {items?.length === 0 && <RankingEmpty company={company} />}
      {items && items.length > 0 && (
        <>
          <DataTable
            caption={caption}
            columns={columns}
            rows={items}
            rowKey={rankingKey}
            phoneLayout="table"
            className={styles.table}
            rowClassName={(item) => (isMine(item) ? styles.mine : undefined)}
            rowDetails={(item) =>
              item.user_id !== undefined && expanded.has(item.user_id)
                ? {
                    id: `${detailsId}-${item.user_id}`,
                    className: styles.details,
                    content: <UserActivities name={nameOf(item)} userId={item.user_id} canFlag={canFlag} onFlag={setFlagging} />,
                  }
                : undefined
            }
          />
          {list.isFetchNextPageError && <ErrorAlert title={t('listError')} error={list.error} />}
          {list.hasNextPage && (
            <div className={styles.more}>
              <Button variant="secondary" busy={list.isFetchingNextPage} onClick={loadMore}>
                {t('loadMore')}
              </Button>
            </div>
          )}
          <p className={cx('muted', styles.counted)}>{t('counted')}</p>
        </>
      )}
      <ConfirmDialog
        open={flagging !== null}
        onOpenChange={(open) => !open && setFlagging(null)}
        title={t('rankRow.confirm.title')}
        description={flagging ? t('rankRow.confirm.description', facts(flagging)) : ''}
        confirmLabel={t('rankRow.confirm.confirm')}
        onConfirm={() => (flagging ? flag.mutateAsync(flagging) : Promise.resolve())}
      />
    </section>
  );
}

interface RankingNameProps {
  name: string;
  type: RankingType;
  /** my own row, or my team's */
  mine: boolean;
  /** my row, when I keep my name off others' rankings */
  hiddenFromOthers: boolean;
  /** for rows that open (users): whether open, the details it shows */
  toggle?: { open: boolean; controls: string | undefined; onToggle(): void };
}

/** A row's name: a button opening the row's activities (users), and what marks my own row. */
function RankingName({ name, type, mine, hiddenFromOthers, toggle }: RankingNameProps) {
  const { t } = useTranslation('ranking');
  return (
    <>
      {toggle ? (
        <button type="button" className={styles.toggle} aria-expanded={toggle.open} aria-controls={toggle.controls} onClick={toggle.onToggle}>
          <span className={styles.chevron} aria-hidden="true" />
          {name}
        </button>
      ) : (
        name
      )}
      {mine && <span className={styles.mineMark}> {t(type === 'team' ? 'yourTeam' : 'you')}</span>}
      {hiddenFromOthers && <span className={styles.hiddenNote}>{t('nameHidden')}</span>}
    </>
  );
}

interface UserActivitiesProps {
  name: string;
  userId: number;
  canFlag(activity: DetailedActivityItem): boolean;
  onFlag(activity: DetailedActivityItem): void;
}

/**
 * The approved activities of an opened row, asked for on its first opening: all of one's own;
 * someone else's manual ones, and the trees of their Strava results in one line, without details.
 */
function UserActivities({ name, userId, canFlag, onFlag }: UserActivitiesProps) {
  const { t } = useTranslation('ranking');
  const { formatKm, formatTrees } = useNumberFormat();
  const typeLabel = useActivityTypeLabel();
  const activities = useQuery(approvedActivitiesQuery(userId));
  const items = activities.data?.items ?? [];
  const ownerOnlyTrees = activities.data?.ownerOnlyTrees ?? 0;
  if (activities.isFetching && !activities.data) return <Spinner size="sm" />;
  if (activities.isError && !activities.isFetching)
    return <ErrorWithRetry title={t('activities.error')} error={activities.error} onRetry={() => void activities.refetch()} compact />;
  const fromStrava = ownerOnlyTrees > 0 && (
    <p className={cx('muted', styles.ownerOnly)}>{t('activities.fromStrava', { trees: formatTrees(ownerOnlyTrees) })}</p>
  );
  if (items.length === 0) return fromStrava || <p className={cx('muted', styles.noActivities)}>{t('activities.empty')}</p>;
  return (
    <>
      <ul className={styles.activities} aria-label={t('activities.label', { name })}>
        {items.map((activity) => (
          <li key={activity.id} className={styles.activity}>
            <span className={styles.activityDate}>{formatDay(activity.day)}</span>
            <span>{typeLabel(activity._activity_types)}</span>
            <span className={styles.activityFigures}>
              {formatKm(activity.distance)} · {formatTrees(activity.trees)}
            </span>
            {/* only the owner's own row lists a Strava result */}
            {activity.stravaActivityId && <ViewOnStrava activityId={activity.stravaActivityId} />}
            {activity.flagged ? (
              <span className="badge badge--warn">{t('activities:flaggedMark')}</span>
            ) : (
              canFlag(activity) && (
                <Button variant="secondary" size="small" onClick={() => onFlag(activity)}>
                  {t('rankRow.flag')}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      {fromStrava}
    </>
  );
}

/**
 * Nobody is ranked before their first approved result: a waiting event says when the ranking
 * starts, a running one how to get into it.
 */
function RankingEmpty({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation('ranking');
  const { eventStatus, manualActivitiesAllowed } = company.stats;
  return (
    <EmptyState
      title={t('empty.title')}
      text={t(`empty.${eventStatus}`)}
      action={
        eventStatus === 'inProgress' &&
        manualActivitiesAllowed && (
          <ButtonLink to={PATHS.myResults}>
            {t('empty.action')}
          </ButtonLink>
        )
      }
    />
  );
}
