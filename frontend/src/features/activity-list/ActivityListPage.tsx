import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@lesne/contracts';
import { formatStat } from '@lesne/domain';
import { saveFile } from '../../shared/api/download';
import { notifyError, notifyFailure, notifySuccess } from '../../shared/feedback/toasts';
import { SubmitError } from '../../shared/forms/SubmitError';
import { TextField } from '../../shared/forms/TextField';
import { formatNumber } from '../../shared/format';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Pagination } from '../../shared/ui/Pagination';
import { SearchField } from '../../shared/ui/SearchField';
import { Spinner } from '../../shared/ui/Spinner';
import { useActivityFacts, useActivityTypeLabel } from '../activities/activity-display';
import { deleteActivity, downloadCompanyActivitiesCsv } from '../activities/activities.api';
import { ActivityTable } from '../activities/ActivityTable';
import { useProfile } from '../user/user.store';
import { useActivityList } from './useActivityList';

/** Every approved activity of the company, filtered, summed, paged, and as a CSV file. */
export function ActivityListPage() {
  const { t } = useTranslation('activityList');
  const { role } = useProfile();
  const state = useActivityList({ onError: () => notifyError(t('fetchError')) });
  const { list } = state;
  const typeLabel = useActivityTypeLabel();
  const facts = useActivityFacts();
  const typesId = useId();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState<ActivityItem | null>(null);
  const canDelete = role === 'admin';

  async function downloadCsv() {
    setDownloading(true);
    try {
      const { blob, filename } = await downloadCompanyActivitiesCsv(state.query);
      const fallback = t('csvFilename', { from: state.query.dateFrom ?? '', to: state.query.dateTo ?? '' });
      saveFile(blob, filename ?? fallback);
    } catch (error) {
      notifyFailure(t('csvError'), error);
    } finally {
      setDownloading(false);
    }
  }

  async function remove(activity: ActivityItem) {
    try {
      await deleteActivity(activity.id);
      notifySuccess(t('activities:delete.success'));
      list.reload();
    } catch (error) {
      notifyFailure(t('activities:delete.error'), error);
    }
  }

  const data = list.data;
  return (
    <>
      <div className="page-header">
        <h1 className="page-title">{t('title')}</h1>
        <Button variant="secondary" busy={downloading} disabled={!state.rangeValid} onClick={() => void downloadCsv()}>
          {t('csv')}
        </Button>
      </div>

      <section className="card" aria-label={t('filters.label')}>
        <div className="filters">
          <TextField label={t('filters.from')} type="date" value={state.from} onChange={(event) => state.setFrom(event.target.value)} />
          <TextField
            label={t('filters.to')}
            type="date"
            value={state.to}
            min={state.from || undefined}
            aria-invalid={state.rangeValid ? undefined : true}
            onChange={(event) => state.setTo(event.target.value)}
          />
          <SearchField label={t('filters.search')} value={state.typed} onChange={state.setTyped} placeholder={t('common:searchHint')} />
        </div>
        {!state.rangeValid && <Alert variant="error">{t('filters.rangeError')}</Alert>}
        {data && data.activity_types.length > 0 && (
          <fieldset className="filters__types" aria-describedby={typesId}>
            <legend>{t('filters.types')}</legend>
            <p id={typesId} className="field__hint">
              {t('filters.typesHint')}
            </p>
            <div className="filters__type-list">
              {data.activity_types.map((type) => (
                <label key={type.id} className="filters__type">
                  <input type="checkbox" checked={state.types.includes(type.id)} onChange={() => state.toggleType(type.id)} />
                  {typeLabel(type)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </section>

      {data?.summary && (
        <section className="card" aria-labelledby="activity-summary-title">
          <h2 id="activity-summary-title" className="card__title">
            {t('summary.title')}
          </h2>
          <dl className="facts">
            <div className="facts__item">
              <dt>{t('summary.trees')}</dt>
              <dd>{formatStat(data.summary.trees)}</dd>
            </div>
            <div className="facts__item">
              <dt>{t('summary.distance')}</dt>
              <dd>{formatStat(data.summary.distance)}</dd>
            </div>
            <div className="facts__item">
              <dt>{t('summary.count')}</dt>
              <dd>{formatNumber(data.itemsTotal)}</dd>
            </div>
          </dl>
        </section>
      )}

      <section className="card" aria-label={t('tableLabel')}>
        {list.loading && data && <Spinner size="sm" />}
        {list.error != null && !list.loading && (
          <div className="toolbar__error">
            <SubmitError title={t('fetchError')} error={list.error} />
            <Button variant="secondary" onClick={list.reload}>
              {t('common:retry')}
            </Button>
          </div>
        )}
        {list.loading && !data ? (
          <Spinner centered />
        ) : (
          data && (
            <>
              <ActivityTable
                label={t('tableLabel')}
                activities={data.activities}
                empty={t('empty')}
                showUser
                actions={
                  canDelete
                    ? (activity) => (
                        <Button variant="danger" className="btn--small" onClick={() => setDeleting(activity)}>
                          {t('activities:delete.action')}
                        </Button>
                      )
                    : undefined
                }
              />
              <Pagination
                page={state.page}
                perPage={state.perPage}
                totalItems={data.itemsTotal}
                onPageChange={state.setPage}
                onPerPageChange={state.setPerPage}
              />
            </>
          )
        )}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle')}
        description={deleting ? t('deleteDescription', facts(deleting)) : ''}
        confirmLabel={t('deleteConfirm')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}
