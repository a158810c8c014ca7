import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, type CompanyResponse, type UserProfile } from '@lesne/contracts';
import { greetingName } from '@lesne/domain';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { PageHeader } from '../../shared/ui/PageHeader';
import { CompanyLoadError, useCompanyQuery } from '../company';
import { Podium, RankingCard } from '../ranking';
import { EditNameDialog, useProfile } from '../user';
import { EventSummary } from './EventSummary';
import { FirstRunCard } from './FirstRunCard';
import { homeRanking } from './home-ranking';
import { isNewParticipant } from './first-run';

/** Who the person is to the event: a participant, its admin, or one of those after it finished. */
function greetingKey(profile: UserProfile, company: CompanyResponse | null): string {
  if (company?.stats.eventStatus === 'closed') return 'company.closed';
  return profile.role === 'regular' ? 'company.participant' : 'company.admin';
}

export function HomePage() {
  const { t } = useTranslation('home');
  const profile = useProfile();
  const { data: company = null, isError: companyFailed } = useCompanyQuery();
  const [editingName, setEditingName] = useState(false);
  // "Zielona Sp. z o.o." ends the sentence with its own full stop; a second one would be a typo.
  const companyName = profile._company?.name.replace(/\.$/, '');
  const ranking = company ? homeRanking(profile, company) : { list: false, podium: false };

  return (
    <>
      <PageHeader title={t('title')} />
      <Card title={t('greeting', { name: greetingName(profile.name) })}>
        <p>{companyName ? t(greetingKey(profile, company), { company: companyName }) : t('noCompany')}</p>
        <Button variant="secondary" onClick={() => setEditingName(true)}>
          {t('editName')}
        </Button>
      </Card>
      {profile._company && company && (
        <>
          {isNewParticipant(profile, company) && <FirstRunCard profile={profile} company={company} />}
          {/* The podium of a closed event stands above the summary; the ranking follows it. */}
          {ranking.podium && <Podium company={company} profile={profile} />}
          <EventSummary company={company} />
          {ranking.list && <RankingCard company={company} profile={profile} />}
        </>
      )}
      {profile._company && !company && companyFailed && <CompanyLoadError />}
      {!profile._company && profile.role === 'admin' && (
        <Card title={t('adminCard.title')}>
          <p>{t('adminCard.text')}</p>
          <ButtonLink to={PATHS.events}>
            {t('adminCard.link')}
          </ButtonLink>
        </Card>
      )}
      <EditNameDialog open={editingName} onOpenChange={setEditingName} />
    </>
  );
}
