import type { CompanyResponse, EventSettingsRequest } from '@lesne/contracts';
import { http } from '../../shared/api/http';

/* What a company admin changes of their company on the settings page; each answers the company as it is now. */

export async function renameCompany(name: string): Promise<CompanyResponse> {
  const { data } = await http.post<CompanyResponse>('/company/name', { name });
  return data;
}

/** `logo` is a data URL of a jpg or png of at most 2 MB. */
export async function uploadLogo(logo: string): Promise<CompanyResponse> {
  const { data } = await http.post<CompanyResponse>('/company/upload-logo', { logo });
  return data;
}

export async function deleteLogo(): Promise<CompanyResponse> {
  const { data } = await http.post<CompanyResponse>('/company/upload-logo', { delete: true });
  return data;
}

export async function saveEventSettings(body: EventSettingsRequest): Promise<CompanyResponse> {
  const { data } = await http.patch<CompanyResponse>('/event', body);
  return data;
}
