import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEventRow, EventAdmin, EventSortField, SortOrder } from '@lesne/contracts';
import { useAuthStore } from '../../shared/auth/auth.store';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { useSearchTerm } from '../../shared/hooks/useSearchTerm';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { EventStatusBadge } from '../company';
import { EventFormDialog } from './EventFormDialog';
import { adminLogin, deleteEvent, deleteEventActivities, sendPasswordLink } from './events.api';
import { eventKeys, eventListQuery } from './events.queries';

/** Spec section 9: the events search waits 800 ms after typing stops. */
export const EVENT_SEARCH_DEBOUNCE_MS = 800;

interface EventSort {
  sortBy: EventSortField;
  sortOrder: SortOrder;
}

const DEFAULT_EVENT_SORT: EventSort = { sortBy: 'created_at', sortOrder: 'desc' };

/** A click on a column sorts by it ascending, a second click descending, and so on. */
export function nextSort(current: EventSort, column: EventSortField): EventSort {
  if (current.sortBy !== column) return { sortBy: column, sortOrder: 'asc' };
  return { sortBy: column, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
}

/** The sortable columns after the company (first) and its admins, in the table's order. */
const SORTABLE_COLUMNS: readonly EventSortField[] = [
  'eventStatus',
  'eventType',
  'dateFrom',
  'dateTo',
  'treeSum',
  'treeLimit',
  'distanceSum',
  'allUsers',
  'orderPaid',
  'isTest',
  'registerDate',
];

type Confirmation = { kind: 'delete' | 'deleteActivities'; event: AdminEventRow };
type FormState = { event: AdminEventRow | null } | null;

export function EventsPage() {
  const { t } = useTranslation('events');
  const [typed, setTyped] = useState('');
  const searchTerm = useSearchTerm(typed, EVENT_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<EventSort>(DEFAULT_EVENT_SORT);
  const [form, setForm] = useState<FormState>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const queryClient = useQueryClient();
  const events = useQuery(eventListQuery({ searchTerm: searchTerm || undefined, ...sort }));
  const reloadEvents = () => void queryClient.invalidateQueries({ queryKey: eventKeys.all });

  async function runConfirmed({ kind, event }: Confirmation) {
    try {
      if (kind === 'delete') await deleteEvent(event.id);
      else await deleteEventActivities(event.id);
      notifySuccess(t(kind === 'delete' ? 'toast.deleted' : 'toast.activitiesDeleted'));
      reloadEvents();
    } catch (error) {
      notifyFailure(t(kind === 'delete' ? 'toast.deleteError' : 'toast.deleteActivitiesError'), error);
    }
  }

  return (
    <>
      <div className="page-header split-row">
        <h1 className="page-title">{t('title')}</h1>
        <Button onClick={() => setForm({ event: null })}>{t('add')}</Button>
      </div>
      <section className="card">
        <RemoteContent
          remote={events}
          errorTitle={t('toast.fetchError')}
          search={{ label: t('search'), value: typed, onChange: setTyped }}
        >
          {(rows) => (
            <>
              <p className="table-summary" aria-live="polite">
                {t('found', { count: rows.length })}
              </p>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes the focus so that the keyboard can scroll it */}
              <div className="table-scroll" role="region" aria-label={t('tableLabel')} tabIndex={0}>
                <table className="table table--wide">
                  <caption className="visually-hidden">{t('tableLabel')}</caption>
                  <thead>
                    <tr>
                      {/* The company, its admins (login-as) and the actions are what an admin looks for first. */}
                      <SortableHeader
                        column="companyName"
                        sort={sort}
                        onSort={() => setSort(nextSort(sort, 'companyName'))}
                        className="table__sticky-start"
                      />
                      <th scope="col">{t('columns.admins')}</th>
                      {SORTABLE_COLUMNS.map((column) => (
                        <SortableHeader key={column} column={column} sort={sort} onSort={() => setSort(nextSort(sort, column))} />
                      ))}
                      <th scope="col" className="table__sticky-end">
                        {t('columns.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((event) => (
                      <EventRow
                        key={event.id}
                        event={event}
                        onEdit={() => setForm({ event })}
                        onDelete={() => setConfirmation({ kind: 'delete', event })}
                        onDeleteActivities={() => setConfirmation({ kind: 'deleteActivities', event })}
                      />
                    ))}
                    {rows.length === 0 && (
                      <tr>
                        <td colSpan={SORTABLE_COLUMNS.length + 3}>{t('empty')}</td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </RemoteContent>
      </section>

      <EventFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        event={form?.event}
        onSaved={reloadEvents}
      />
      <ConfirmDialog
        open={confirmation !== null}
        onOpenChange={(open) => !open && setConfirmation(null)}
        title={confirmation ? t(`${confirmDialogKey(confirmation.kind)}.title`) : ''}
        description={
          confirmation ? t(`${confirmDialogKey(confirmation.kind)}.text`, { company: confirmation.event.companyName }) : ''
        }
        confirmLabel={confirmation ? t(`${confirmDialogKey(confirmation.kind)}.confirm`) : ''}
        onConfirm={() => (confirmation ? runConfirmed(confirmation) : Promise.resolve())}
      />
    </>
  );
}

const confirmDialogKey = (kind: Confirmation['kind']) => (kind === 'delete' ? 'confirmDelete' : 'confirmDeleteActivities');

interface SortableHeaderProps {
  column: EventSortField;
  sort: EventSort;
  onSort(): void;
  className?: string;
}

function SortableHeader({ column, sort, onSort, className }: SortableHeaderProps) {
  const { t } = useTranslation('events');
  const active = sort.sortBy === column;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="table__sort" onClick={onSort}>
        {t(`columns.${column}`)}
        <span className="table__sort-icon" aria-hidden="true">
          {active ? (sort.sortOrder === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

interface EventRowProps {
  event: AdminEventRow;
  onEdit(): void;
  onDelete(): void;
  onDeleteActivities(): void;
}

function EventRow({ event, onEdit, onDelete, onDeleteActivities }: EventRowProps) {
  const { t } = useTranslation('events');
  const { formatStat, formatNumber } = useNumberFormat();
  const yesNo = (value: boolean) => t(value ? 'common:yes' : 'common:no');
  return (
    <tr>
      <th scope="row" className="table__sticky-start">
        {event.companyName}
      </th>
      <td>
        {event.admins.length === 0 ? (
          t('noAdmins')
        ) : (
          <ul className="event-admins">
            {event.admins.map((admin) => (
              <EventAdminItem key={admin.id} admin={admin} />
            ))}
          </ul>
        )}
      </td>
      <td>
        <EventStatusBadge status={event.eventStatus} />
      </td>
      <td>{t(`common:endType.${event.eventType}`)}</td>
      <td>{formatDay(event.dateFrom)}</td>
      <td>{formatDay(event.dateTo)}</td>
      <td className="table__number">{formatStat(event.treeSum)}</td>
      <td className="table__number">{formatNumber(event.treeLimit)}</td>
      <td className="table__number">{formatStat(event.distanceSum)}</td>
      <td className="table__number">{formatNumber(event.allUsers)}</td>
      <td>{yesNo(event.orderPaid)}</td>
      <td>{yesNo(event.isTest)}</td>
      <td>{formatDay(event.registerDate)}</td>
      <td className="table__sticky-end">
        <div className="table__actions table__actions--stacked">
          <Button variant="secondary" onClick={onEdit}>
            {t('actions.edit')}
          </Button>
          <Button variant="warning" onClick={onDeleteActivities}>
            {t('actions.deleteActivities')}
          </Button>
          <Button variant="danger" onClick={onDelete}>
            {t('actions.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function EventAdminItem({ admin }: { admin: EventAdmin }) {
  const { t } = useTranslation('events');
  const loginAs = useAuthStore((state) => state.loginAs);
  const [busy, setBusy] = useState<'link' | 'login' | null>(null);

  async function sendLink() {
    setBusy('link');
    try {
      await sendPasswordLink(admin.id);
      notifySuccess(t('toast.passwordLinkSent'));
    } catch (error) {
      notifyFailure(t('toast.passwordLinkError'), error);
    } finally {
      setBusy(null);
    }
  }

  async function logInAs() {
    setBusy('login');
    try {
      // Reloads the page as the event admin; the banner there leads back.
      loginAs(await adminLogin(admin.id));
    } catch (error) {
      notifyFailure(t('toast.loginAsError'), error);
      setBusy(null);
    }
  }

  return (
    <li className="event-admins__item">
      <span className="event-admins__name">{admin.name}</span>
      <span className="event-admins__email">{admin.email}</span>
      <span className="event-admins__actions">
        <Button
          variant="secondary"
          busy={busy === 'link'}
          aria-label={t('actions.sendPasswordLinkTo', { email: admin.email })}
          onClick={() => void sendLink()}
        >
          {t('actions.sendPasswordLink')}
        </Button>
        <Button
          variant="primary"
          busy={busy === 'login'}
          aria-label={t('actions.loginAsAdmin', { email: admin.email })}
          onClick={() => void logInAs()}
        >
          {t('actions.loginAs')}
        </Button>
      </span>
    </li>
  );
}
