import { useTranslation } from 'react-i18next';
import type { AdminEventRow } from '@lesne/contracts';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Button } from '../../shared/ui/Button';
import { Drawer } from '../../shared/ui/Drawer';
import { Fact } from '../../shared/ui/Fact';
import { EventStatusBadge } from '../company';
import styles from './EventDetailsDrawer.module.css';
import { useEventAdminActions } from './useEventAdminActions';

interface EventDetailsDrawerProps {
  /** the event shown; null keeps the drawer closed */
  event: AdminEventRow | null;
  onClose(): void;
  onEdit(event: AdminEventRow): void;
}

/** Every field of an event, labelled, with its admins and what can be done for them. */
export function EventDetailsDrawer({ event, onClose, onEdit }: EventDetailsDrawerProps) {
  const { t } = useTranslation('events');
  return (
    <Drawer
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={event?.companyName ?? ''}
      description={event ? t('details.description', { code: event.registerNumber }) : undefined}
    >
      {event && <EventDetails event={event} onEdit={() => onEdit(event)} />}
    </Drawer>
  );
}

function EventDetails({ event, onEdit }: { event: AdminEventRow; onEdit(): void }) {
  const { t } = useTranslation('events');
  const { formatStat, formatNumber, formatPlantedTrees } = useNumberFormat();
  const admins = useEventAdminActions();
  const yesNo = (value: boolean) => t(value ? 'common:yes' : 'common:no');
  return (
    <div className={styles.details}>
      <section aria-labelledby="event-details-challenge">
        <h3 id="event-details-challenge" className={styles.heading}>
          {t('details.challenge')}
        </h3>
        <dl className={`facts ${styles.facts}`}>
          <Fact label={t('columns.eventStatus')}>
            <EventStatusBadge status={event.eventStatus} />
          </Fact>
          <Fact label={t('columns.eventType')}>{t(`common:endType.${event.eventType}`)}</Fact>
          <Fact label={t('columns.dateFrom')}>{formatDay(event.dateFrom)}</Fact>
          <Fact label={t('columns.dateTo')}>{formatDay(event.dateTo)}</Fact>
          <Fact label={t('columns.treeSum')}>{formatPlantedTrees(event.treeSum)}</Fact>
          <Fact label={t('columns.treeLimit')}>{formatNumber(event.treeLimit)}</Fact>
          <Fact label={t('columns.distanceSum')}>{formatStat(event.distanceSum)}</Fact>
          <Fact label={t('columns.allUsers')}>{formatNumber(event.allUsers)}</Fact>
          <Fact label={t('form.standard')}>{formatNumber(event.convert.standard)}</Fact>
          <Fact label={t('form.bike')}>{formatNumber(event.convert.bike)}</Fact>
          <Fact label={t('columns.orderPaid')}>{yesNo(event.orderPaid)}</Fact>
          <Fact label={t('columns.isTest')}>{yesNo(event.isTest)}</Fact>
          <Fact label={t('columns.registerDate')}>{formatDay(event.registerDate)}</Fact>
        </dl>
      </section>
      <section aria-labelledby="event-details-options">
        <h3 id="event-details-options" className={styles.heading}>
          {t('form.options')}
        </h3>
        <dl className={`facts ${styles.facts}`}>
          <Fact label={t('form.manualActivitiesAllowed')}>{yesNo(event.manualActivitiesAllowed)}</Fact>
          {event.manualActivitiesAllowed && (
            <Fact label={t('form.manualActivitiesApproval')}>{yesNo(event.manualActivitiesApproval)}</Fact>
          )}
          <Fact label={t('form.maxDaysBeforeManualActivity')}>{formatNumber(event.maxDaysBeforeManualActivity)}</Fact>
          <Fact label={t('form.flagSystem')}>{yesNo(event.flagSystem)}</Fact>
          <Fact label={t('form.teams')}>{yesNo(event.teams)}</Fact>
          <Fact label={t('form.hideRanking')}>{yesNo(event.hideRanking)}</Fact>
        </dl>
      </section>
      <section aria-labelledby="event-details-admins">
        <h3 id="event-details-admins" className={styles.heading}>
          {t('columns.admins')}
        </h3>
        {event.admins.length === 0 ? (
          <p className="muted">{t('noAdmins')}</p>
        ) : (
          <ul className={styles.admins}>
            {event.admins.map((admin) => (
              <li key={admin.id} className={styles.admin}>
                <span className={styles.adminName}>{admin.name}</span>
                <span className={styles.adminEmail} title={admin.email}>
                  {admin.email}
                </span>
                <span className={styles.adminActions}>
                  <Button
                    variant="secondary"
                    size="small"
                    busy={admins.isBusy(admin, 'link')}
                    aria-label={t('actions.sendPasswordLinkTo', { email: admin.email })}
                    onClick={() => admins.sendLink(admin)}
                  >
                    {t('actions.sendPasswordLink')}
                  </Button>
                  <Button
                    size="small"
                    busy={admins.isBusy(admin, 'login')}
                    aria-label={t('actions.loginAsAdmin', { email: admin.email })}
                    onClick={() => admins.logInAs(admin)}
                  >
                    {t('actions.loginAs')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="form__actions">
        <Button variant="secondary" onClick={onEdit}>
          {t('actions.edit')}
        </Button>
      </div>
    </div>
  );
}
