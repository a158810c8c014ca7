import { useTranslation } from 'react-i18next';
import type { TeamItem, UserListItem } from '@lesne/contracts';
import { DataTable } from '../../shared/ui/DataTable';
import { PagedContent } from '../../shared/ui/PagedContent';
import { EmptyState } from '../../shared/ui/EmptyState';
import { usePagedUsers } from '../users';
import { teamLabel } from './team-rules';
import { useAssignTeam } from './teams.queries';

interface TeamUsersCardProps {
  teams: TeamItem[];
}

export function TeamUsersCard({ teams }: TeamUsersCardProps) {
  const { t } = useTranslation('teams');
  const list = usePagedUsers({ team: true, failureToast: 'teams:toast.usersError' });
  const { users } = list;
  const assignTeam = useAssignTeam();
  const assigning = assignTeam.isPending ? assignTeam.variables.user.id : null;

  function assign(user: UserListItem, teamId: number | null) {
    if ((user.team?.id ?? null) !== teamId) assignTeam.mutate({ user, teamId });
  }

  return (
    <section className="card" aria-labelledby="team-users-title">
      <h2 id="team-users-title" className="card__title">
        {t('users.title')}
      </h2>
      <PagedContent
        remote={users}
        paging={list}
        errorTitle={t('toast.usersError')}
        search={{ label: t('users.search'), value: list.typed, onChange: list.setTyped }}
      >
        {({ items }) => (
          <DataTable
            caption={t('users.tableLabel')}
            rows={items}
            rowKey={(user) => user.id}
            empty={<EmptyState title={t('users.empty')} />}
            columns={[
              { header: t('users.email'), className: 'table__break', cell: (user) => user.email },
              { header: t('users.name'), cell: (user) => user.name },
              {
                header: t('users.team'),
                cell: (user) => (
                  <select
                    className="field__input field__input--compact"
                    aria-label={t('users.teamOf', { email: user.email })}
                    value={user.team?.id ?? ''}
                    disabled={assigning === user.id}
                    aria-busy={assigning === user.id || undefined}
                    onChange={(event) => assign(user, event.target.value ? Number(event.target.value) : null)}
                  >
                    <option value="">{t('users.noTeam')}</option>
                    {teams.map((team) => (
                      <option key={team.id} value={team.id}>
                        {teamLabel(team)}
                      </option>
                    ))}
                    {/* A team this page does not know (yet) still shows by name. */}
                    {user.team && !teams.some((team) => team.id === user.team?.id) && (
                      <option value={user.team.id}>{user.team.name}</option>
                    )}
                  </select>
                ),
              },
            ]}
          />
        )}
      </PagedContent>
    </section>
  );
}
