import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, type CompanyResponse, type UserProfile } from '@lesne/contracts';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { useLiveEvent } from '../../shared/realtime/useLive';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Card } from '../../shared/ui/Card';
import { Fact } from '../../shared/ui/Fact';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { StravaMark } from '../../shared/ui/StravaMark';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { Spinner } from '../../shared/ui/Spinner';
import { PageHeader } from '../../shared/ui/PageHeader';
import { MyDataCard } from '../account';
import { ActivityTable, myActivitiesQuery, useActivityDeletion } from '../activities';
import { StravaLinkCard } from '../integrations';
import { CompanyLoadError, useCompanyQuery } from '../company';
import { canSeeRanking, RankingCard } from '../ranking';
import { UploadsCard } from '../uploads';
import { EditNameDialog, ProfileSwitch, useProfile, userKeys } from '../user';
import { useAddResultDrawer } from './useAddResultDrawer';
import { DiplomaCard } from './DiplomaCard';
import styles from './MyResultsPage.module.css';

type ListChoice = 'mine' | 'all';

/**
 * My results: name, place and totals, a way to the integrations, my entries (with pending and
 * denied ones) or everyone's, and adding a result.
 */
export function MyResultsPage() {
  const profile = useProfile();
  const { data: company, isError } = useCompanyQuery();
  if (!company) return isError ? <CompanyLoadError /> : <Spinner centered />;
  return <MyResults profile={profile} company={company} />;
}

function MyResults({ profile, company }: { profile: UserProfile; company: CompanyResponse }) {
  const { t } = useTranslation('results');
  const { formatAmount } = useNumberFormat();
  const { stats } = company;
  const rankingVisible = canSeeRanking(profile.role, company);
  const canAdd = stats.eventStatus === 'inProgress' && stats.manualActivitiesAllowed;
  const canDelete = stats.eventStatus === 'inProgress';
  const queryClient = useQueryClient();

  const [editingName, setEditingName] = useState(false);
  const [list, setList] = useState<ListChoice>('mine');

  const entriesQuery = myActivitiesQuery(profile.id);
  const entries = useQuery(entriesQuery);
  // My place (and totals) moves with my entries and with everyone's totals; only this screen
  // shows it, so only here do those changes ask for me again (the entries follow live already).
  const refreshProfile = () => void queryClient.invalidateQueries({ queryKey: userKeys.profile });
  useLiveEvent('activity:status', refreshProfile);
  useLiveEvent('totals:changed', refreshProfile);

  const addResult = useAddResultDrawer({ company, userId: profile.id });
  const deletion = useActivityDeletion();

  return (
    <>
      <PageHeader title={t('title')} action={canAdd && <Button onClick={() => addResult.openDrawer()}>{t('activities:addResult.open')}</Button>} />

      <Card title={profile.name}>
        <Button variant="secondary" onClick={() => setEditingName(true)}>
          {t('editName')}
        </Button>
        <ProfileSwitch name="hideName" />
        <ProfileSwitch name="weeklyDigest" />
        <dl className={`facts ${styles.totals}`}>
          {rankingVisible && profile.rankingCount !== null && (
            <Fact label={t('summary.rank')}>
              {profile.ranking !== null
                ? t('summary.rankValue', { rank: profile.ranking, count: profile.rankingCount })
                : t('summary.notRanked')}
            </Fact>
          )}
          <Fact label={t('summary.km')}>{formatAmount(profile.kmSum)}</Fact>
          <Fact label={t('summary.trees')}>{formatAmount(profile.treeSum)}</Fact>
        </dl>
        {!canAdd && <p className={`form__note ${styles.note}`}>{unavailableText(company, t)}</p>}
      </Card>

      {profile.diploma && stats.eventStatus === 'closed' && <DiplomaCard url={profile.diploma.url} />}

      <StravaLinkCard />

      {stats.fileActivitiesAllowed && <UploadsCard canAdd={stats.eventStatus === 'inProgress'} />}

      {rankingVisible && (
        <SegmentedControl label={t('lists.label')} className={styles.lists} value={list} onChange={setList} options={(['mine', 'all'] as const).map((choice) => ({ value: choice, label: t(`lists.${choice}`) }))} />
      )}

      {list === 'mine' || !rankingVisible ? (
        <Card title={t('mine.tableLabel')}>
          <RemoteContent remote={entries} errorTitle={t('mine.error')}>
            {(activities) =>
              activities.length === 0 ? (
                <EmptyState
                  title={t('mine.empty')}
                  text={t(canAdd ? 'mine.emptyAdd' : 'mine.emptyStrava')}
                  action={
                    canAdd ? (
                      <Button onClick={() => addResult.openDrawer()}>{t('mine.emptyAction')}</Button>
                    ) : (
                      <ButtonLink variant="secondary" to={PATHS.integrations}>
                        {t('integrations:link.connect')}
                      </ButtonLink>
                    )
                  }
                />
              ) : (
                <>
                  <ActivityTable
                    label={t('mine.tableLabel')}
                    activities={activities}
                    empty={t('mine.empty')}
                    showStatus
                    actions={canDelete ? deletion.action : undefined}
                  />
                  {activities.some((activity) => activity.source === 'integrated') && (
                    <p className={styles.stravaMark}>
                      <StravaMark poweredBy />
                    </p>
                  )}
                </>
              )
            }
          </RemoteContent>
        </Card>
      ) : (
        <RankingCard company={company} profile={profile} />
      )}

      <MyDataCard />

      {addResult.drawer}
      <EditNameDialog open={editingName} onOpenChange={setEditingName} />
      {deletion.dialog}
    </>
  );
}

function unavailableText(company: CompanyResponse, t: (key: string) => string): string {
  const { eventStatus, manualActivitiesAllowed } = company.stats;
  if (eventStatus === 'waiting') return t('activities:addResult.unavailable.waiting');
  if (eventStatus === 'closed') return t('activities:addResult.unavailable.closed');
  return manualActivitiesAllowed ? '' : t('activities:addResult.unavailable.manualOff');
}
