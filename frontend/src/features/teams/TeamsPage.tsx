import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamItem } from '@lesne/contracts';
import { useRemoteData } from '../../shared/api/useRemoteData';
import { notifyError, notifyServerMessageOr, notifySuccess } from '../../shared/feedback/notify';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import type { EmojiList } from './EmojiPicker';
import { TeamFormDialog } from './TeamFormDialog';
import { teamLabel } from './team-rules';
import { deleteTeam, fetchEmoji, fetchTeams } from './teams.api';
import { TeamUsersCard } from './TeamUsersCard';

export function TeamsPage() {
  const { t } = useTranslation('teams');
  const teams = useRemoteData('teams', fetchTeams, () => notifyError(t('toast.fetchError')));
  const [editing, setEditing] = useState<{ team: TeamItem | null } | null>(null);
  const [deleting, setDeleting] = useState<TeamItem | null>(null);
  // Bumped when a team is deleted: its members are now without a team.
  const [usersVersion, setUsersVersion] = useState(0);
  const emoji = useEmojiList();

  function openForm(team: TeamItem | null) {
    emoji.ensure();
    setEditing({ team });
  }

  function saved(team: TeamItem, added: boolean) {
    teams.update((items) => (added ? [...items, team] : items.map((item) => (item.id === team.id ? team : item))));
  }

  async function remove(team: TeamItem) {
    try {
      await deleteTeam(team.id);
      notifySuccess(t('toast.deleted'));
      teams.update((items) => items.filter((item) => item.id !== team.id));
      setUsersVersion((version) => version + 1);
    } catch (error) {
      notifyServerMessageOr(t('toast.deleteError'), error);
    }
  }

  return (
    <>
      <div className="page-header split-row">
        <h1 className="page-title">{t('title')}</h1>
        <Button onClick={() => openForm(null)}>{t('add')}</Button>
      </div>
      <section className="card" aria-label={t('tableLabel')}>
        <RemoteContent remote={teams} errorTitle={t('toast.fetchError')}>
          {(items) => (
            <table className="table table--stack">
              <caption className="visually-hidden">{t('tableLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col">{t('columns.members')}</th>
                  <th scope="col">{t('columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((team) => (
                  <tr key={team.id}>
                    <th scope="row" data-label={t('columns.name')}>
                      {teamLabel(team)}
                    </th>
                    <td data-label={t('columns.members')}>{t('members', { count: team.qty })}</td>
                    <td data-label={t('columns.actions')}>
                      <div className="table__actions">
                        <Button variant="secondary" className="btn--small" onClick={() => openForm(team)}>
                          {t('edit')}
                        </Button>
                        <Button variant="danger" className="btn--small" onClick={() => setDeleting(team)}>
                          {t('delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
                {items.length === 0 && (
                  <tr>
                    <td colSpan={3}>{t('empty')}</td>
                  </tr>
                )}
              </tbody>
            </table>
          )}
        </RemoteContent>
      </section>
      <TeamUsersCard
        reloadKey={usersVersion}
        teams={teams.data ?? []}
        onMemberMoved={(change) => teams.update(change)}
      />
      <TeamFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        team={editing?.team ?? null}
        emoji={emoji.list}
        onRetryEmoji={emoji.retry}
        onSaved={saved}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.text', { name: deleting?.name ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}

/** The emoji to choose from, loaded the first time the team dialog opens. */
function useEmojiList() {
  const { t } = useTranslation('teams');
  const [list, setList] = useState<EmojiList>({ status: 'loading' });
  const requested = useRef(false);

  const load = useCallback(() => {
    requested.current = true;
    setList({ status: 'loading' });
    fetchEmoji().then(
      (items) => setList({ status: 'ready', items }),
      () => {
        setList({ status: 'error' });
        notifyError(t('toast.emojiError'));
      },
    );
  }, [t]);

  const ensure = useCallback(() => {
    if (!requested.current) load();
  }, [load]);

  return { list, ensure, retry: load };
}
