import { StravaSimulator } from '@lesne/strava-simulator';
import { OutboxMessage, type User } from '@lesne/db';
import { startStack, type Stack } from '../../test/stack';

const CLIENT = { STRAVA_CLIENT_ID: '4242', STRAVA_CLIENT_SECRET: 'strava-test-secret', STRAVA_VERIFY_TOKEN: 'strava-test-verify-token' };

export interface StravaStack {
  stack: Stack;
  strava: StravaSimulator;
  close(): Promise<void>;
}

/** The API (no workers) talking to a Strava simulator of its own. */
export async function startStravaStack(options: { listen?: boolean; env?: Record<string, string> } = {}): Promise<StravaStack> {
  const strava = new StravaSimulator({ clientId: CLIENT.STRAVA_CLIENT_ID, clientSecret: CLIENT.STRAVA_CLIENT_SECRET, webhookRetryDelayMs: 200 });
  const url = await strava.start();
  const stack = await startStack({ workers: false, listen: options.listen, env: { ...CLIENT, STRAVA_BASE_URL: url, ...options.env } });
  return {
    stack,
    strava,
    async close() {
      await stack.close();
      await strava.stop();
    },
  };
}

export const bearer = (stack: Stack, user: User) => ({ Authorization: `Bearer ${stack.tokenFor(user)}` });

/** Outbox rows of a job whose payload contains `fragment` (jsonb @>). */
export function outboxRows(stack: Stack, jobName: string, fragment: object): Promise<OutboxMessage[]> {
  return stack.dataSource
    .getRepository(OutboxMessage)
    .createQueryBuilder('m')
    .where('m.job_name = :jobName AND m.payload @> :fragment::jsonb', { jobName, fragment: JSON.stringify(fragment) })
    .getMany();
}
