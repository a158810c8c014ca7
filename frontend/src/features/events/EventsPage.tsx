import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEventRow, EventSortField, SortOrder } from '@lesne/contracts';
import { formatDayRange } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { useSearchTerm } from '../../shared/hooks/useSearchTerm';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DataTable } from '../../shared/ui/DataTable';
import { cx } from '../../shared/ui/cx';
import { Menu, MenuItem, MenuSeparator } from '../../shared/ui/Menu';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { PageHeader } from '../../shared/ui/PageHeader';
import { EventStatusBadge } from '../company';
import { EventDetailsDrawer } from './EventDetailsDrawer';
import { EventFormDialog } from './EventFormDialog';
import { eventListQuery, useDeleteEvent } from './events.queries';
import styles from './EventsPage.module.css';
import { useEventAdminActions } from './useEventAdminActions';

/** The events search waits 800 ms after typing stops (docs/product.md#constants). */
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
type Confirmation = { kind: 'delete' | 'deleteActivities'; event: AdminEventRow };
type FormState = { event: AdminEventRow | null } | null;

export function EventsPage() {
  const { t } = useTranslation('events');
  const [typed, setTyped] = useState('');
  const searchTerm = useSearchTerm(typed, EVENT_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<EventSort>(DEFAULT_EVENT_SORT);
  const { formatNumber } = useNumberFormat();
  /** A column the list sorts by: a click sorts by it, ascending first, then flips the order. */
  const sortable = (column: EventSortField) => ({
    header: t(column === 'dateFrom' ? 'columns.period' : `columns.${column}`),
    sort: {
      order: sort.sortBy === column ? (sort.sortOrder === 'asc' ? ('ascending' as const) : ('descending' as const)) : null,
      onSort: () => setSort(nextSort(sort, column)),
    },
  });
  const [form, setForm] = useState<FormState>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);

  const events = useQuery(eventListQuery({ searchTerm: searchTerm || undefined, ...sort }));
  const deleteEvent = useDeleteEvent();
  // The drawer follows the list: a reload after an edit shows the new values.
  const details = events.data?.find((event) => event.id === detailsId) ?? null;

  return (
    <>
      <PageHeader title={t('title')} action={<Button onClick={() => setForm({ event: null })}>{t('add')}</Button>} />
      <section className="card">
        <RemoteContent
          remote={events}
          errorTitle={t('toast.fetchError')}
          search={{ label: t('search'), value: typed, onChange: setTyped }}
        >
          {(rows) => (
            <>
              <p className={styles.found} aria-live="polite">
                {t('found', { count: rows.length })}
              </p>
              <DataTable
                caption={t('tableLabel')}
                phoneLayout="lines"
                className={styles.summary}
                rows={rows}
                rowKey={(event) => event.id}
                rowClassName={() => styles.row}
                empty={t('empty')}
                columns={[
                  {
                    ...sortable('companyName'),
                    rowHeader: true,
                    className: styles.company,
                    cell: (event) => <CompanyCell event={event} onDetails={() => setDetailsId(event.id)} />,
                  },
                  { ...sortable('eventStatus'), className: styles.status, cell: (event) => <EventStatusBadge status={event.eventStatus} /> },
                  {
                    ...sortable('dateFrom'),
                    className: cx(styles.detail, styles.period),
                    cell: (event) => formatDayRange(event.dateFrom, event.dateTo),
                  },
                  { ...sortable('treeSum'), numeric: true, labelled: true, className: styles.detail, cell: (event) => <TreesCell event={event} /> },
                  { ...sortable('allUsers'), numeric: true, labelled: true, className: styles.detail, cell: (event) => formatNumber(event.allUsers) },
                  {
                    header: t('columns.actions'),
                    headerHidden: true,
                    headerClassName: styles.actionsCell,
                    className: styles.actionsCell,
                    cell: (event) => (
                      <EventActions
                        event={event}
                        onDetails={() => setDetailsId(event.id)}
                        onEdit={() => setForm({ event })}
                        onDelete={() => setConfirmation({ kind: 'delete', event })}
                        onDeleteActivities={() => setConfirmation({ kind: 'deleteActivities', event })}
                      />
                    ),
                  },
                ]}
              />
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

interface EventActionsProps {
  event: AdminEventRow;
  onDetails(): void;
  onEdit(): void;
  onDelete(): void;
  onDeleteActivities(): void;
}

/** The company, which opens the details, above its admins' addresses. */
function CompanyCell({ event, onDetails }: { event: AdminEventRow; onDetails(): void }) {
  const { t } = useTranslation('events');
  return (
    <>
      <button type="button" className={styles.companyButton} onClick={onDetails}>
        {event.companyName}
      </button>
      <span className={styles.adminsLine}>
        {event.admins.length === 0 ? t('noAdmins') : event.admins.map((admin) => admin.email).join(', ')}
      </span>
    </>
  );
}

/** The trees so far, of the limit when the event ends by trees. */
function TreesCell({ event }: { event: AdminEventRow }) {
  const { t } = useTranslation('events');
  const { formatPlantedTrees, formatNumber } = useNumberFormat();
  return (
    <>
      {event.eventType !== 'date'
        ? t('treesOfLimit', { trees: formatPlantedTrees(event.treeSum), limit: formatNumber(event.treeLimit) })
        : formatPlantedTrees(event.treeSum)}
    </>
  );
}

function EventActions({ event, onDetails, onEdit, onDelete, onDeleteActivities }: EventActionsProps) {
  const { t } = useTranslation('events');
  const admins = useEventAdminActions();
  return (
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
  );
}
