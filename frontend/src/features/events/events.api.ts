import type {
  AdminEventRow,
  AuthTokenResponse,
  CreateEventRequest,
  EventListQuery,
  EventListResponse,
  MessageResponse,
  UpdateEventRequest,
} from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { postCreate } from '../../shared/api/idempotent';

export async function fetchEvents(query: EventListQuery): Promise<AdminEventRow[]> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const { data } = await http.get<EventListResponse>('/event', { params });
  return data.items;
}

export function createEvent(body: CreateEventRequest, idempotencyKey: string): Promise<AdminEventRow> {
  return postCreate<AdminEventRow>('/event', body, idempotencyKey);
}

export async function updateEvent(id: number, body: UpdateEventRequest): Promise<AdminEventRow> {
  const { data } = await http.patch<AdminEventRow>(`/event/${id}`, body);
  return data;
}

export async function deleteEvent(id: number): Promise<string> {
  const { data } = await http.delete<MessageResponse>(`/event/${id}`);
  return data.message;
}

export async function deleteEventActivities(id: number): Promise<string> {
  const { data } = await http.delete<MessageResponse>(`/event/${id}/activities`);
  return data.message;
}

/** Mails the event admin a link to set (or change) their password. */
export async function sendPasswordLink(adminId: number): Promise<string> {
  const { data } = await http.post<MessageResponse>(`/event/setPassword/${adminId}`);
  return data.message;
}

/** A token to act as the given event admin. */
export async function adminLogin(userId: number): Promise<string> {
  const { data } = await http.post<AuthTokenResponse>('/auth/admin-login', { userId });
  return data.authToken;
}
