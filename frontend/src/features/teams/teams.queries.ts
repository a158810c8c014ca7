import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Paged, SaveTeamRequest, TeamItem, UserListItem } from '@lesne/contracts';
import { useIdempotencyKey } from '../../shared/api/useIdempotencyKey';
import { notifyFailure, notifyServerMessageOr, notifySuccess } from '../../shared/feedback/notify';
import { userListKeys } from '../users';
import { moveMember } from './team-rules';
import { assignTeam, createTeam, deleteTeam, fetchEmoji, fetchTeams, updateTeam } from './teams.api';

const teamKeys = {
  all: ['teams'] as const,
  emoji: ['emoji'] as const,
};

export const teamsQuery = queryOptions({
  queryKey: teamKeys.all,
  queryFn: fetchTeams,
  meta: { failureToast: 'teams:toast.fetchError' },
});

/** The emoji a team may take: the same for everyone, asked for once. */
export const emojiQuery = queryOptions({
  queryKey: teamKeys.emoji,
  queryFn: fetchEmoji,
  staleTime: Infinity,
  meta: { failureToast: 'teams:toast.emojiError' },
});

/** The server confirmed a change of the teams: the list takes it without asking again. */
function useUpdateTeams() {
  const queryClient = useQueryClient();
  return (change: (items: TeamItem[]) => TeamItem[]) =>
    queryClient.setQueryData(teamsQuery.queryKey, (items) => items && change(items));
}

/** Saves the team being edited, or (null) adds a new one; a failure is also the form's to show. */
export function useSaveTeam(team: TeamItem | null) {
  const { t } = useTranslation('teams');
  const updateTeams = useUpdateTeams();
  const withKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: SaveTeamRequest) => (team ? updateTeam(team.id, body) : withKey(createTeam, body)),
    onSuccess: (saved) => {
      notifySuccess(t(team ? 'toast.saved' : 'toast.added'));
      updateTeams((items) => (team ? items.map((item) => (item.id === saved.id ? saved : item)) : [...items, saved]));
    },
    onError: (error) => notifyServerMessageOr(t('toast.saveError'), error),
  });
}

/** Its members stay, without a team: the users are asked again, keeping search and page. */
export function useDeleteTeam() {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const updateTeams = useUpdateTeams();
  return useMutation({
    mutationFn: (team: TeamItem) => deleteTeam(team.id),
    onSuccess: (_message, team) => {
      notifySuccess(t('toast.deleted'));
      updateTeams((items) => items.filter((item) => item.id !== team.id));
      void queryClient.invalidateQueries({ queryKey: userListKeys.all });
    },
    onError: (error) => notifyServerMessageOr(t('toast.deleteError'), error),
  });
}

/** Puts a user in a team (null: in none): their row and the member counts change without asking again. */
export function useAssignTeam() {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  const updateTeams = useUpdateTeams();
  return useMutation({
    mutationFn: ({ user, teamId }: { user: UserListItem; teamId: number | null }) => assignTeam(user.id, teamId),
    onSuccess: (updated, { user, teamId }) => {
      const teams = queryClient.getQueryData(teamsQuery.queryKey) ?? [];
      const team = teamId === null ? null : (teams.find((item) => item.id === teamId) ?? null);
      // The answer is the user's row; should it leave out the team, ours is known.
      const row: UserListItem = { ...user, ...updated, team: team ? { id: team.id, name: team.name } : null };
      queryClient.setQueriesData<Paged<UserListItem>>(
        { queryKey: userListKeys.all },
        (page) => page && { ...page, items: page.items.map((item) => (item.id === user.id ? row : item)) },
      );
      updateTeams((items) => moveMember(items, user.team?.id ?? null, teamId));
      notifySuccess(t('toast.assigned'));
    },
    onError: (error) => notifyFailure(t('toast.assignError'), error),
  });
}
