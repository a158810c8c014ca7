import type { UpdateProfileRequest, UserProfile } from '@lesne/contracts';
import { http } from '../../shared/api/http';

export async function fetchProfile(): Promise<UserProfile> {
  const { data } = await http.get<UserProfile>('/user');
  return data;
}

export async function updateProfile(body: UpdateProfileRequest): Promise<UserProfile> {
  const { data } = await http.patch<UserProfile>('/user', body);
  return data;
}
