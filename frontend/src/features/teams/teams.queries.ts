import { queryOptions } from '@tanstack/react-query';
import { fetchEmoji, fetchTeams } from './teams.api';

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
