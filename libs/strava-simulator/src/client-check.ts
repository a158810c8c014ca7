import { json, type SimResponse } from '@lesne/simulator-http';
import { FAULTS } from './faults';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** The refusal for a wrong client_id or client_secret, or undefined when both are the app's. */
export function refuseClient(app: ClientCredentials, clientId: string | null, clientSecret: string | null): SimResponse | undefined {
  if (clientId !== app.clientId) return json(400, FAULTS.invalidClientId);
  if (clientSecret !== app.clientSecret) return json(401, FAULTS.invalidClientSecret);
  return undefined;
}
