import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@lesne/contracts';
import { DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { formatDay, formatMoment } from '../../shared/format';
import { Link } from '../../shared/routing/links';
import { PagedContent } from '../../shared/ui/PagedContent';
import { DataTable } from '../../shared/ui/DataTable';
import { EmptyState } from '../../shared/ui/EmptyState';
import { stravaImportsQuery } from './strava-imports.queries';
import { cx } from '../../shared/ui/cx';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ImportState } from './StravaImportProgress';
import styles from './StravaImportsPage.module.css';

/** The import log (platform admin): every re-import with its state and pages, kept live by 'strava:import'; the person's counts are theirs alone. */
export function StravaImportsPage() {
  const { t } = useTranslation('stravaImports');
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  const imports = useQuery(stravaImportsQuery({ page: paging.page, perpage: paging.perPage }));

  return (
    <>
      <PageHeader title={t('log.title')} action={<Link to={PATHS.users}>{t('log.back')}</Link>} />
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
              <DataTable
                caption={t('log.tableLabel')}
                className={styles.table}
                rows={items}
                rowKey={(item) => item.id}
                empty={<EmptyState title={t('log.empty')} />}
                columns={[
                  {
                    header: t('log.columns.user'),
                    className: cx('table__break', styles.user),
                    cell: (item) => (
                      <>
                        <span className={styles.userName}>{item.userName || t('ranking:anonymousUser')}</span>
                        <span className={styles.userEmail}>{item.userEmail}</span>
                      </>
                    ),
                  },
                  { header: t('log.columns.dateFrom'), className: styles.day, cell: (item) => formatDay(item.dateFrom) },
                  { header: t('log.columns.requestedAt'), className: styles.day, cell: (item) => formatMoment(item.requestedAt) },
                  { header: t('log.columns.state'), cell: (item) => <ImportState item={item} /> },
                  { header: t('log.columns.pages'), numeric: true, cell: (item) => item.pagesFetched },
                ]}
              />
            </div>
          )}
        </PagedContent>
      </section>
    </>
  );
}
