import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamItem } from '@lesne/contracts';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DataTable } from '../../shared/ui/DataTable';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';
import type { EmojiList } from './EmojiPicker';
import { TeamFormDialog } from './TeamFormDialog';
import { teamLabel } from './team-rules';
import { emojiQuery, teamsQuery, useDeleteTeam } from './teams.queries';
import { TeamUsersCard } from './TeamUsersCard';

export function TeamsPage() {
  const { t } = useTranslation('teams');
  const teams = useQuery(teamsQuery);
  const [editing, setEditing] = useState<{ team: TeamItem | null } | null>(null);
  const [deleting, setDeleting] = useState<TeamItem | null>(null);
  const emoji = useEmojiList();
  const deleteTeam = useDeleteTeam();

  function openForm(team: TeamItem | null) {
    emoji.ensure();
    setEditing({ team });
  }

  return (
    <>
      <PageHeader title={t('title')} action={<Button onClick={() => openForm(null)}>{t('add')}</Button>} />
      <section className="card" aria-label={t('tableLabel')}>
        <RemoteContent remote={teams} errorTitle={t('toast.fetchError')}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState
                title={t('empty.title')}
                text={t('empty.text')}
                action={<Button onClick={() => openForm(null)}>{t('empty.action')}</Button>}
              />
            ) : (
              <DataTable
                caption={t('tableLabel')}
                rows={items}
                rowKey={(team) => team.id}
                columns={[
                  { header: t('columns.name'), rowHeader: true, cell: (team: TeamItem) => teamLabel(team) },
                  { header: t('columns.members'), cell: (team) => t('members', { count: team.qty }) },
                  {
                    header: t('columns.actions'),
                    cell: (team) => (
                      <div className="table__actions">
                        <Button variant="secondary" size="small" onClick={() => openForm(team)}>
                          {t('edit')}
                        </Button>
                        <Button variant="danger" size="small" onClick={() => setDeleting(team)}>
                          {t('delete')}
                        </Button>
                      </div>
                    ),
                  },
                ]}
              />
            )
          }
        </RemoteContent>
      </section>
      <TeamUsersCard teams={teams.data ?? []} />
      <TeamFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        team={editing?.team ?? null}
        emoji={emoji.list}
        onRetryEmoji={emoji.retry}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.text', { name: deleting?.name ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        onConfirm={() => (deleting ? deleteTeam.mutateAsync(deleting) : Promise.resolve())}
      />
    </>
  );
}

/** The emoji to choose from, loaded the first time the team dialog opens. */
function useEmojiList() {
  const [requested, setRequested] = useState(false);
  const emoji = useQuery({ ...emojiQuery, enabled: requested });
  const list: EmojiList = emoji.data
    ? { status: 'ready', items: emoji.data }
    : emoji.isError && !emoji.isFetching
      ? { status: 'error' }
      : { status: 'loading' };
  return { list, ensure: () => setRequested(true), retry: () => void emoji.refetch() };
}
