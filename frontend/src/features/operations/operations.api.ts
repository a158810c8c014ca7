import type { OperatorConditionsResponse } from '@lesne/contracts';
import { http } from '../../shared/api/http';

export async function fetchOperatorConditions(): Promise<OperatorConditionsResponse> {
  const { data } = await http.get<OperatorConditionsResponse>('/admin/conditions');
  return data;
}
