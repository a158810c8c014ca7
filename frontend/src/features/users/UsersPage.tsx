import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, type StravaImportItem, type UserListItem } from '@lesne/contracts';
import { STRAVA_ATHLETE_URL } from '../../shared/constants';
import { Link } from '../../shared/routing/links';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { cx } from '../../shared/ui/cx';
import { DataTable } from '../../shared/ui/DataTable';
import { PagedContent } from '../../shared/ui/PagedContent';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StravaImportProgress, StravaUpdateDialog, useUserImports } from '../strava-imports';
import { useProfile } from '../user';
import { PendingDeletionsCard } from '../account';
import { usePagedUsers } from './usePagedUsers';
import { useDeleteUser } from './users.queries';
import styles from './UsersPage.module.css';

export function UsersPage() {
  const { t } = useTranslation('users');
  const me = useProfile();
  const list = usePagedUsers({ failureToast: 'users:toast.fetchError' });
  const { users } = list;
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  // Strava re-imports are the platform admin's.
  const platformAdmin = me.role === 'admin';
  const imports = useUserImports(platformAdmin);
  const [updating, setUpdating] = useState<UserListItem | null>(null);

  const deleteUser = useDeleteUser();

  return (
    <>
      <PageHeader title={t('title')} action={platformAdmin && <Link to={PATHS.stravaImports}>{t('stravaLog')}</Link>} />
      {platformAdmin && <PendingDeletionsCard />}
      <section className="card">
        <PagedContent
          remote={users}
          paging={list}
          errorTitle={t('toast.fetchError')}
          search={{ label: t('search'), value: list.typed, onChange: list.setTyped }}
        >
          {({ items }) => (
            <DataTable
              caption={t('tableLabel')}
              phoneLayout="lines"
              className={styles.table}
              rows={items}
              rowKey={(user) => user.id}
              rowClassName={() => styles.row}
              empty={t('empty')}
              columns={[
                { header: t('columns.email'), className: cx(styles.detail, styles.email), cell: (user) => <span title={user.email}>{user.email}</span> },
                { header: t('columns.name'), className: styles.main, cell: (user) => user.name || t('ranking:anonymousUser') },
                { header: t('columns.company'), className: styles.detail, cell: (user) => user._company?.name ?? t('common:none') },
                {
                  header: t('columns.strava'),
                  className: styles.detail,
                  cell: (user) => <StravaCell strava={user.strava} stravaImport={imports.importOf(user.id)} />,
                },
                {
                  header: t('columns.action'),
                  className: styles.actions,
                  cell: (user) => (
                    <div className="table__actions">
                      {platformAdmin && user.strava && (
                        <Button variant="secondary" size="small" onClick={() => setUpdating(user)}>
                          {t('stravaUpdate')}
                        </Button>
                      )}
                      {user.id === me.id ? (
                        <span className="muted">{t('you')}</span>
                      ) : (
                        <Button variant="danger" size="small" onClick={() => setDeleting(user)}>
                          {t('delete')}
                        </Button>
                      )}
                    </div>
                  ),
                },
              ]}
            />
          )}
        </PagedContent>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirmDelete.title', { email: deleting?.email || t('ranking:anonymousUser') })}
        description={t('confirmDelete.text')}
        confirmLabel={t('confirmDelete.confirm')}
        onConfirm={() => (deleting ? deleteUser.mutateAsync(deleting) : Promise.resolve())}
      />
      <StravaUpdateDialog user={updating} onClose={() => setUpdating(null)} onStarted={imports.started} />
    </>
  );
}

interface StravaCellProps {
  strava: UserListItem['strava'];
  /** the user's re-import to follow, if any */
  stravaImport: StravaImportItem | undefined;
}

function StravaCell({ strava, stravaImport }: StravaCellProps) {
  const { t } = useTranslation('users');
  if (!strava) return <>{t('common:none')}</>;
  return (
    <>
      <StravaLinks strava={strava} />
      {stravaImport && <StravaImportProgress item={stravaImport} />}
    </>
  );
}

function StravaLinks({ strava }: { strava: NonNullable<UserListItem['strava']> }) {
  const { t } = useTranslation('users');
  return (
    <span className={styles.stravaCell}>
      <a href={`${STRAVA_ATHLETE_URL}${encodeURIComponent(strava.athleteId)}`} target="_blank" rel="noopener noreferrer">
        {t('strava.profile')}
      </a>
      <span className={strava.accessType === 'full' ? 'badge badge--ok' : 'badge badge--warn'}>
        {t(strava.accessType === 'full' ? 'strava.full' : 'strava.restricted')}
      </span>
    </span>
  );
}
