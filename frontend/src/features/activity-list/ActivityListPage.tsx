import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsPlatformRights } from '@lesne/domain';
import { DateField } from '../../shared/forms/DateField';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Fact } from '../../shared/ui/Fact';
import { PagedContent } from '../../shared/ui/PagedContent';
import { SearchField } from '../../shared/ui/SearchField';
import { Spinner } from '../../shared/ui/Spinner';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ActivityTable, useActivityDeletion, useActivityTypeLabel, useDownloadCompanyActivitiesCsv } from '../activities';
import { useProfile } from '../user';
import { useActivityList } from './useActivityList';
import styles from './ActivityListPage.module.css';

/**
 * The company's approved results of our own data (entered by hand), filtered, summed, paged, and
 * as a CSV file. Strava results are not listed: Strava lets only their owner see them
 * (libs/domain visibility.ts); the page says so, and that their trees count all the same.
 */
export function ActivityListPage() {
  const { t } = useTranslation('activityList');
  const profile = useProfile();
  const state = useActivityList();
  const { list } = state;
  const typeLabel = useActivityTypeLabel();
  const { formatStat, formatNumber } = useNumberFormat();
  const typesId = useId();
  const downloadCsv = useDownloadCompanyActivitiesCsv();
  const canDelete = holdsPlatformRights(profile);
  const deletion = useActivityDeletion({
    confirmation: {
      title: t('deleteTitle'),
      description: (facts) => t('deleteDescription', facts),
      confirm: t('deleteConfirm'),
    },
  });

  const data = list.data;
  return (
    <>
      <PageHeader
        title={t('title')}
        action={
          <Button variant="secondary" busy={downloadCsv.isPending} disabled={!state.rangeValid} onClick={() => downloadCsv.mutate(state.query)}>
            {t('csv')}
          </Button>
        }
      />
      <p className="muted">{t('ownDataOnly')}</p>

      <section className="card" aria-label={t('filters.label')}>
        <div className={styles.filters}>
          <DateField label={t('filters.from')} value={state.from} onChange={(event) => state.setFrom(event.target.value)} />
          <DateField
            label={t('filters.to')}
            value={state.to}
            min={state.from || undefined}
            aria-invalid={state.rangeValid ? undefined : true}
            onChange={(event) => state.setTo(event.target.value)}
          />
          <SearchField label={t('filters.search')} value={state.typed} onChange={state.setTyped} />
        </div>
        {!state.rangeValid && <Alert variant="error">{t('filters.rangeError')}</Alert>}
        {data && data.activity_types.length > 0 && (
          <fieldset className={styles.types} aria-describedby={typesId}>
            <legend>{t('filters.types')}</legend>
            <p id={typesId} className="field__hint">
              {t('filters.typesHint')}
            </p>
            <div className={styles.typeList}>
              {data.activity_types.map((type) => (
                <label key={type.id} className={styles.type}>
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
            <Fact label={t('summary.trees')}>{formatStat(data.summary.trees)}</Fact>
            <Fact label={t('summary.distance')}>{formatStat(data.summary.distance)}</Fact>
            <Fact label={t('summary.count')}>{formatNumber(data.itemsTotal)}</Fact>
          </dl>
        </section>
      )}

      <section className="card" aria-label={t('tableLabel')}>
        {list.isFetching && data && <Spinner size="sm" />}
        <PagedContent remote={list} paging={state} errorTitle={t('fetchError')}>
          {({ activities }) => (
            <ActivityTable
              label={t('tableLabel')}
              activities={activities}
              empty={t('empty')}
              showUser
              actions={canDelete ? deletion.action : undefined}
            />
          )}
        </PagedContent>
      </section>

      {deletion.dialog}
    </>
  );
}
