import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEventRow, EventSortField, SortOrder } from '@lesne/contracts';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { useSearchTerm } from '../../shared/hooks/useSearchTerm';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { cx } from '../../shared/ui/cx';
import { Menu, MenuItem, MenuSeparator } from '../../shared/ui/Menu';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { EventStatusBadge } from '../company';
import { EventDetailsDrawer } from './EventDetailsDrawer';
import { EventFormDialog } from './EventFormDialog';
import { eventListQuery, useDeleteEvent } from './events.queries';
import styles from './EventsPage.module.css';
import { useEventAdminActions } from './useEventAdminActions';

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

/** The columns of the summary that sort, after the company (first); every other field is in the details. */
const SORTABLE_COLUMNS: readonly EventSortField[] = ['eventStatus', 'dateFrom', 'treeSum', 'allUsers'];

type Confirmation = { kind: 'delete' | 'deleteActivities'; event: AdminEventRow };
type FormState = { event: AdminEventRow | null } | null;

export function EventsPage() {
  const { t } = useTranslation('events');
  const [typed, setTyped] = useState('');
  const searchTerm = useSearchTerm(typed, EVENT_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<EventSort>(DEFAULT_EVENT_SORT);
  const [form, setForm] = useState<FormState>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);

  const events = useQuery(eventListQuery({ searchTerm: searchTerm || undefined, ...sort }));
  const deleteEvent = useDeleteEvent();
  // The drawer follows the list: a reload after an edit shows the new values.
  const details = events.data?.find((event) => event.id === detailsId) ?? null;

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
              <table className={cx('table table--rows', styles.summary)}>
                <caption className="visually-hidden">{t('tableLabel')}</caption>
                <thead>
                  <tr>
                    <SortableHeader column="companyName" sort={sort} onSort={() => setSort(nextSort(sort, 'companyName'))} />
                    {SORTABLE_COLUMNS.map((column) => (
                      <SortableHeader
                        key={column}
                        column={column}
                        sort={sort}
                        onSort={() => setSort(nextSort(sort, column))}
                        className={column === 'treeSum' || column === 'allUsers' ? 'table__number' : undefined}
                      />
                    ))}
                    <th scope="col" className={styles.actionsCell}>
                      <span className="visually-hidden">{t('columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((event) => (
                    <EventRow
                      key={event.id}
                      event={event}
                      onDetails={() => setDetailsId(event.id)}
                      onEdit={() => setForm({ event })}
                      onDelete={() => setConfirmation({ kind: 'delete', event })}
                      onDeleteActivities={() => setConfirmation({ kind: 'deleteActivities', event })}
                    />
                  ))}
                  {rows.length === 0 && (
                    <tr>
                      <td colSpan={SORTABLE_COLUMNS.length + 2}>{t('empty')}</td>
                    </tr>
                  )}
                </tbody>
              </table>
            </>
          )}
        </RemoteContent>
      </section>

      <EventDetailsDrawer
        event={details}
        onClose={() => setDetailsId(null)}
        onEdit={(event) => {
          setDetailsId(null);
          setForm({ event });
        }}
      />
      <EventFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        event={form?.event}
      />
      <ConfirmDialog
        open={confirmation !== null}
        onOpenChange={(open) => !open && setConfirmation(null)}
        title={confirmation ? t(`${confirmDialogKey(confirmation.kind)}.title`) : ''}
        description={
          confirmation ? t(`${confirmDialogKey(confirmation.kind)}.text`, { company: confirmation.event.companyName }) : ''
        }
        confirmLabel={confirmation ? t(`${confirmDialogKey(confirmation.kind)}.confirm`) : ''}
        onConfirm={() => (confirmation ? deleteEvent.mutateAsync(confirmation) : Promise.resolve())}
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
        {t(column === 'dateFrom' ? 'columns.period' : `columns.${column}`)}
        <span className="table__sort-icon" aria-hidden="true">
          {active ? (sort.sortOrder === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

interface EventRowProps {
  event: AdminEventRow;
  onDetails(): void;
  onEdit(): void;
  onDelete(): void;
  onDeleteActivities(): void;
}

/**
 * What an admin looks for first: the company, how the event stands, its dates, trees and
 * people; the rest is in the details. On a phone the row is two lines.
 */
function EventRow({ event, onDetails, onEdit, onDelete, onDeleteActivities }: EventRowProps) {
  const { t } = useTranslation('events');
  const { formatStat, formatNumber } = useNumberFormat();
  const admins = useEventAdminActions();
  const endsByTrees = event.eventType !== 'date';
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.company}>
        <button type="button" className={styles.companyButton} onClick={onDetails}>
          {event.companyName}
        </button>
        <span className={styles.adminsLine}>
          {event.admins.length === 0 ? t('noAdmins') : event.admins.map((admin) => admin.email).join(', ')}
        </span>
      </th>
      <td className={styles.status}>
        <EventStatusBadge status={event.eventStatus} />
      </td>
      <td className={cx(styles.detail, styles.period)} data-label={t('columns.period')}>
        {formatDay(event.dateFrom)} – {formatDay(event.dateTo)}
      </td>
      <td className={cx('table__number', styles.detail)} data-label={t('columns.treeSum')}>
        {endsByTrees
          ? t('treesOfLimit', { trees: formatStat(event.treeSum), limit: formatNumber(event.treeLimit) })
          : formatStat(event.treeSum)}
      </td>
      <td className={cx('table__number', styles.detail)} data-label={t('columns.allUsers')}>
        {formatNumber(event.allUsers)}
      </td>
      <td className={styles.actionsCell}>
        <Menu aria-label={t('actions.menu', { company: event.companyName })} compactOnPhone>
          <MenuItem onSelect={onDetails}>{t('actions.details')}</MenuItem>
          <MenuItem onSelect={onEdit}>{t('actions.edit')}</MenuItem>
          {event.admins.map((admin) => (
            <MenuItem key={admin.id} onSelect={() => admins.logInAs(admin)}>
              {t('actions.loginAsAdmin', { email: admin.email })}
            </MenuItem>
          ))}
          <MenuSeparator />
          <MenuItem destructive onSelect={onDeleteActivities}>
            {t('actions.deleteActivities')}
          </MenuItem>
          <MenuItem destructive onSelect={onDelete}>
            {t('actions.delete')}
          </MenuItem>
        </Menu>
      </td>
    </tr>
  );
}
