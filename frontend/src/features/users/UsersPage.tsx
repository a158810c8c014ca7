import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@lesne/contracts';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { PagedContent } from '../../shared/ui/PagedContent';
import { useProfile } from '../user';
import { usePagedUsers } from './usePagedUsers';
import { deleteUser } from './users.api';

const STRAVA_ATHLETE_URL = 'https://www.strava.com/athletes/';

export function UsersPage() {
  const { t } = useTranslation('users');
  const me = useProfile();
  const list = usePagedUsers({ failureToast: 'users:toast.fetchError' });
  const { users } = list;
  const [deleting, setDeleting] = useState<UserListItem | null>(null);

  async function remove(user: UserListItem) {
    try {
      await deleteUser(user.id);
      notifySuccess(t('toast.deleted'));
      void users.refetch();
    } catch (error) {
      notifyFailure(t('toast.deleteError'), error);
    }
  }

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <section className="card">
        <PagedContent
          remote={users}
          paging={list}
          errorTitle={t('toast.fetchError')}
          search={{ label: t('search'), value: list.typed, onChange: list.setTyped }}
        >
          {({ items }) => (
            <table className="table table--stack">
              <caption className="visually-hidden">{t('tableLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.email')}</th>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col">{t('columns.company')}</th>
                  <th scope="col">{t('columns.strava')}</th>
                  <th scope="col">{t('columns.action')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((user) => (
                  <tr key={user.id}>
                    <td data-label={t('columns.email')} className="table__break">
                      {user.email}
                    </td>
                    <td data-label={t('columns.name')}>{user.name}</td>
                    <td data-label={t('columns.company')}>{user._company?.name ?? t('common:none')}</td>
                    <td data-label={t('columns.strava')}>
                      <StravaCell strava={user.strava} />
                    </td>
                    <td data-label={t('columns.action')}>
                      {user.id === me.id ? (
                        <span className="muted">{t('you')}</span>
                      ) : (
                        <Button variant="danger" className="btn--small" onClick={() => setDeleting(user)}>
                          {t('delete')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
                {items.length === 0 && (
                  <tr>
                    <td colSpan={5}>{t('empty')}</td>
                  </tr>
                )}
              </tbody>
            </table>
          )}
        </PagedContent>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirmDelete.title', { email: deleting?.email ?? '' })}
        description={t('confirmDelete.text')}
        confirmLabel={t('confirmDelete.confirm')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}

function StravaCell({ strava }: { strava: UserListItem['strava'] }) {
  const { t } = useTranslation('users');
  if (!strava) return <>{t('common:none')}</>;
  return (
    <span className="strava-cell">
      <a href={`${STRAVA_ATHLETE_URL}${encodeURIComponent(strava.athleteId)}`} target="_blank" rel="noopener noreferrer">
        {t('strava.profile')}
      </a>
      <span className={strava.accessType === 'full' ? 'badge badge--ok' : 'badge badge--warn'}>
        {t(strava.accessType === 'full' ? 'strava.full' : 'strava.restricted')}
      </span>
    </span>
  );
}
