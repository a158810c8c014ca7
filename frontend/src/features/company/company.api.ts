import type { CompanyResponse } from '@lesne/contracts';
import { http } from '../../shared/api/http';

export async function fetchCompany(): Promise<CompanyResponse> {
  const { data } = await http.get<CompanyResponse>('/company');
  return data;
}
