import type {
  AssignTeamRequest,
  Emoji,
  EmojiListResponse,
  MessageResponse,
  SaveTeamRequest,
  TeamItem,
  TeamListResponse,
  UserListItem,
} from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { postCreate } from '../../shared/api/idempotent';

export async function fetchTeams(): Promise<TeamItem[]> {
  const { data } = await http.get<TeamListResponse>('/team');
  return data.items;
}

export function createTeam(body: SaveTeamRequest, idempotencyKey: string): Promise<TeamItem> {
  return postCreate<TeamItem>('/team', body, idempotencyKey);
}

export async function updateTeam(id: number, body: SaveTeamRequest): Promise<TeamItem> {
  const { data } = await http.patch<TeamItem>(`/team/${id}`, body);
  return data;
}

/** Its members stay, without a team. */
export async function deleteTeam(id: number): Promise<string> {
  const { data } = await http.delete<MessageResponse>(`/team/${id}`);
  return data.message;
}

export async function fetchEmoji(): Promise<Emoji[]> {
  const { data } = await http.get<EmojiListResponse>('/emoji');
  return data.items;
}

/** Puts the user in a team, or (null) takes them out of theirs. */
export async function assignTeam(userId: number, teamId: number | null): Promise<UserListItem> {
  const body: AssignTeamRequest = teamId === null ? { delete: true } : { team_id: teamId };
  const { data } = await http.patch<UserListItem>(`/user/${userId}/team`, body);
  return data;
}
