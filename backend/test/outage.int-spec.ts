import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { warsawDay } from '@lesne/domain';
import type { User } from '@lesne/db';
import { OwnPostgres } from '../../test/processes';
import { eventually, freePort, startStack, TEST_PASSWORD, type Stack } from '../../test/stack';

let postgres: OwnPostgres;
let stack: Stack;
beforeAll(async () => {
  postgres = new OwnPostgres(await freePort());
  await postgres.start();
  stack = await startStack({ workers: false, env: { DATABASE_URL: postgres.url } });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await postgres?.destroy();
});

const RUN = 2;
const UNAVAILABLE = { pl: 'Serwer chwilowo nie odpowiada. Spróbuj ponownie za chwilę.', en: 'The server is not responding right now. Please try again in a moment.' };

const profile = (token: string, lang = 'pl') => stack.api().get('/api/v1/user').set('Accept-Language', lang).auth(token, { type: 'bearer' });
/** A result as the SPA sends it: with an Idempotency-Key, so its statements run in one transaction. */
const addResult = (user: User, lang = 'pl') =>
  stack.as(user).post('/api/v1/activity').set('Accept-Language', lang).set('Idempotency-Key', randomUUID()).send({ startTime: warsawDay(new Date()), distance: 5, activityType: RUN });

/** What a client is told: the status, Retry-After and the message. */
const told = (response: { status: number; headers: Record<string, string>; body: { message?: string } }) => ({ status: response.status, retryAfter: response.headers['retry-after'], message: response.body.message });

describe('a Postgres outage', () => {
  it('answers 503 with Retry-After, never 401, and the same tokens work again once Postgres is back', async () => {
    const fresh = await stack.factory.user();
    const signIn = await stack.api().post('/api/v1/auth/login').send({ email: fresh.email, password: TEST_PASSWORD }).expect(200);
    const freshToken: string = signIn.body.authToken;
    const known = await stack.factory.user();
    const knownToken = stack.tokenFor(known);
    // This copy now holds the session of `known`, not the one of `fresh`.
    await profile(knownToken).expect(200);

    await postgres.stop();
    for (const token of [freshToken, knownToken]) {
      const response = await profile(token);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 503,
        body: { statusCode: 503, message: UNAVAILABLE.pl, error: 'Service Unavailable' },
      });
      expect(response.headers['retry-after']).toBe('5');
    }
    const english = await profile(freshToken, 'en').expect(503);
    expect(english.body.message).toBe(UNAVAILABLE.en);
    await stack.api().post('/api/v1/auth/login').send({ email: fresh.email, password: TEST_PASSWORD }).expect(503);
    // Answered only once the request is recorded: a 200 here would promise a mail nobody will send.
    await stack.api().post('/api/v1/auth/lost-password').send({ email: fresh.email }).expect(503);

    await postgres.start();
    await eventually(() => profile(freshToken).expect(200), 15_000);
    await profile(knownToken).expect(200);
  }, 60_000);

  it('answers 503, never 500, to the requests in flight when Postgres shuts down fast', async () => {
    const crews = await Promise.all(Array.from({ length: 10 }, () => stack.factory.crew()));
    const people = crews.flatMap((crew) => crew.participants);
    const statuses = new Map<string, number>();
    let stopped = false;
    // Each sender posts results and reads its profile, one request after another, until Postgres has been down a second.
    const sender = async (person: User) => {
      for (let sent = 0; !stopped; sent++) {
        const response = sent % 2 ? await addResult(person) : await profile(stack.tokenFor(person));
        const answer = response.status === 503 ? `503, Retry-After ${response.headers['retry-after']}` : String(response.status);
        statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
      }
    };
    const senders = [...people, ...people, ...people].map(sender);
    // Postgres stops once results are being stored, so that some are between their statements.
    await eventually(async () => expect(statuses.get('201')).toBeGreaterThan(20), 15_000);
    await postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stopped = true;
    await Promise.all(senders);
    await postgres.start();
    const answered = [...statuses.keys()];
    expect(answered.filter((answer) => !['200', '201', '503, Retry-After 5'].includes(answer))).toEqual([]);
    expect(answered).toContain('503, Retry-After 5');
    await eventually(() => addResult(people[0]).expect(201), 15_000);
  }, 60_000);
});

describe('Postgres too busy to serve', () => {
  it('answers 503 with Retry-After while every connection slot is taken, and serves again once one is free', async () => {
    const { participants } = await stack.factory.crew();
    const tokens = participants.map((person) => stack.tokenFor(person));
    await profile(tokens[0]).expect(200);
    const slots = await takeEveryConnectionSlot(postgres.url);
    try {
      const gets = Array.from({ length: 60 }, (_, index) => profile(tokens[index % tokens.length], index % 2 ? 'en' : 'pl'));
      const posts = Array.from({ length: 20 }, (_, index) => addResult(participants[index % participants.length]));
      const answers = await Promise.all([...gets, ...posts]);
      expect(answers.map(told)).toEqual(
        answers.map((response) => ({ status: 503, retryAfter: '5', message: response.request.getHeader('Accept-Language') === 'en' ? UNAVAILABLE.en : UNAVAILABLE.pl })),
      );
    } finally {
      await Promise.all(slots.map((client) => client.end()));
    }
    await eventually(() => profile(tokens[0]).expect(200), 15_000);
    await addResult(participants[0]).expect(201);
  }, 60_000);
});

describe("the request path's limits in Postgres", () => {
  it("runs the API's statements with a statement timeout of 10 s and a lock timeout of 5 s", async () => {
    const [[statement], [lock]] = await Promise.all([stack.dataSource.query('SHOW statement_timeout'), stack.dataSource.query('SHOW lock_timeout')]);
    expect({ ...statement, ...lock }).toEqual({ statement_timeout: '10s', lock_timeout: '5s' });
  });

  it('answers 503 with Retry-After in the caller language within seconds while a company row stays locked', async () => {
    const { company, participants } = await stack.factory.crew({ eventEndType: 'trees', treeLimit: 1_000 });
    const holder = new Client({ connectionString: postgres.url });
    await holder.connect();
    // Results of an event that ends by trees are counted under the company row's lock, held here for 30 s.
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM company WHERE id = $1 FOR UPDATE', [company.id]);
    const release = setTimeout(() => void holder.query('ROLLBACK'), 30_000);
    try {
      const started = Date.now();
      const answers = await Promise.all([addResult(participants[0], 'pl'), addResult(participants[1], 'en')]);
      expect(answers.map(told)).toEqual([
        { status: 503, retryAfter: '5', message: UNAVAILABLE.pl },
        { status: 503, retryAfter: '5', message: UNAVAILABLE.en },
      ]);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      clearTimeout(release);
      await holder.end();
    }
    await addResult(participants[0]).expect(201);
  }, 45_000);

  it('answers 503 with Retry-After when a statement runs past the statement timeout', async () => {
    const user = await stack.factory.user();
    // Renaming someone to this name takes 20 s: a trigger sleeps first.
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE FUNCTION slow_rename() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(20); RETURN NEW; END $$');
    await admin.query("CREATE TRIGGER slow_rename BEFORE UPDATE ON app_user FOR EACH ROW WHEN (NEW.name = 'Powolny Ślimak') EXECUTE FUNCTION slow_rename()");
    try {
      const started = Date.now();
      const response = await stack.as(user).patch('/api/v1/user').set('Accept-Language', 'en').send({ name: 'Powolny Ślimak' });
      expect(told(response)).toEqual({ status: 503, retryAfter: '5', message: UNAVAILABLE.en });
      expect(Date.now() - started).toBeLessThan(13_000);
    } finally {
      await admin.query('DROP TRIGGER slow_rename ON app_user; DROP FUNCTION slow_rename()');
      await admin.end();
    }
  }, 45_000);
});

/**
 * Connects until Postgres refuses with "too many clients" (53300), and ends every other session,
 * so the API's pool has to connect anew; answers the test's own clients, to be ended.
 */
async function takeEveryConnectionSlot(url: string): Promise<Client[]> {
  const clients: Client[] = [];
  for (;;) {
    for (;;) {
      const client = new Client({ connectionString: url });
      client.on('error', () => undefined);
      try {
        await client.connect();
        clients.push(client);
      } catch (error) {
        if ((error as { code?: string }).code === '53300') break;
        throw error;
      }
    }
    const ours = clients.map((client) => (client as Client & { processID: number }).processID);
    const [{ others }] = (
      await clients[0].query("SELECT count(pg_terminate_backend(pid))::int AS others FROM pg_stat_activity WHERE backend_type = 'client backend' AND NOT pid = ANY($1)", [ours])
    ).rows;
    if (others === 0) return clients;
  }
}
