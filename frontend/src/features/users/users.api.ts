import type { MessageResponse, Paged, UserListItem, UserListQuery } from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** One page of users; `search` is sent only when there is one. */
export async function fetchUsers({ search, team, ...query }: UserListQuery): Promise<Paged<UserListItem>> {
  const params: Record<string, string | number | boolean> = { ...query };
  if (search) params.search = search;
  if (team) params.team = true;
  const { data } = await http.get<Paged<UserListItem>>('/user/list', { params });
  return data;
}

/** Removes the user with all their activities. */
export async function deleteUser(id: number): Promise<string> {
  const { data } = await http.delete<MessageResponse>(`/user/${id}`);
  return data.message;
}
