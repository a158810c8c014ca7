import { useTranslation } from 'react-i18next';
import { useCompany } from '../company';
import { SurveySummaryCard } from '../survey';
import { ChatChannelCard } from './ChatChannelCard';
import { ClosedEventCard } from './ClosedEventCard';
import { CompanyNameCard } from './CompanyNameCard';
import { EventSettingsCard } from './EventSettingsCard';
import { InviteCard } from './InviteCard';
import { LogoCard } from './LogoCard';
import { OfficeScreensCard } from './OfficeScreensCard';
import { PageHeader } from '../../shared/ui/PageHeader';

/** /ustawienia-eventu: the route guard lets in only admins with a loaded company. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const company = useCompany();
  if (!company) return null;
  const closed = company.stats.eventStatus === 'closed';

  return (
    <>
      <PageHeader title={t('title')} />
      {closed && <ClosedEventCard treeSum={company.stats.treeSum} />}
      <LogoCard company={company} />
      <CompanyNameCard company={company} />
      <EventSettingsCard company={company} />
      {/* Nobody joins a finished event. */}
      {!closed && <InviteCard registerNumber={company.name.registerNumber} />}
      <OfficeScreensCard closed={closed} />
      <ChatChannelCard />
      <SurveySummaryCard />
    </>
  );
}
