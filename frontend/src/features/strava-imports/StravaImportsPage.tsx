import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@lesne/contracts';
import { DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { formatDay } from '../../shared/format';
import { Link } from '../../shared/routing/links';
import { PagedContent } from '../../shared/ui/PagedContent';
import { EmptyState } from '../../shared/ui/EmptyState';
import { stravaImportsQuery } from './strava-imports.queries';
import { cx } from '../../shared/ui/cx';
import { formatMoment, ImportState } from './StravaImportProgress';
import styles from './StravaImportsPage.module.css';

/** The import log (platform admin): every re-import with its state and pages, kept live by 'strava:import'; the person's counts are theirs alone. */
export function StravaImportsPage() {
  const { t } = useTranslation('stravaImports');
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  const imports = useQuery(stravaImportsQuery({ page: paging.page, perpage: paging.perPage }));

  return (
    <>
      <div className="page-header split-row">
        <h1 className="page-title">{t('log.title')}</h1>
        <Link to={PATHS.users}>{t('log.back')}</Link>
      </div>
      <section className="card">
        <p className="muted">{t('log.lead')}</p>
        <PagedContent
          remote={imports}
          errorTitle={t('log.fetchError')}
          paging={{
            ...paging,
            setPage: (page) => setPaging((current) => ({ ...current, page })),
            setPerPage: (perPage) => setPaging({ page: 1, perPage }),
          }}
        >
          {({ items }) => (
            <div className={styles.wrap}>
              <table className={cx('table table--stack', styles.table)}>
                <caption className="visually-hidden">{t('log.tableLabel')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('log.columns.user')}</th>
                    <th scope="col">{t('log.columns.dateFrom')}</th>
                    <th scope="col">{t('log.columns.requestedAt')}</th>
                    <th scope="col">{t('log.columns.state')}</th>
                    <th scope="col" className="table__number">
                      {t('log.columns.pages')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <td data-label={t('log.columns.user')} className={cx('table__break', styles.user)}>
                        <span className="activity-user__name">{item.userName || t('ranking:anonymousUser')}</span>
                        <span className="activity-user__email">{item.userEmail}</span>
                      </td>
                      <td data-label={t('log.columns.dateFrom')} className={styles.day}>{formatDay(item.dateFrom)}</td>
                      <td data-label={t('log.columns.requestedAt')} className={styles.day}>{formatMoment(item.requestedAt)}</td>
                      <td data-label={t('log.columns.state')}>
                        <ImportState item={item} />
                      </td>
                      <td data-label={t('log.columns.pages')} className="table__number">
                        {item.pagesFetched}
                      </td>
                    </tr>
                  ))}
                  {items.length === 0 && (
                    <tr>
                      <td colSpan={5}>
                        <EmptyState title={t('log.empty')} />
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          )}
        </PagedContent>
      </section>
    </>
  );
}
