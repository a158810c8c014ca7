import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { AuditLog, User } from '@lesne/db';
import {
  ACCOUNT_BACKOFF,
  FAILED_PASSWORD_RESETS_PER_ADDRESS,
  FAILED_SIGN_INS_PER_ACCOUNT_AT_ADDRESS,
  FAILED_SIGN_INS_PER_ADDRESS,
  FAILED_SIGN_UPS_PER_ADDRESS,
  LOST_PASSWORD_REQUESTS_PER_ACCOUNT,
  LOST_PASSWORD_REQUESTS_PER_ADDRESS,
  SIGN_UPS_PER_ADDRESS,
} from '@lesne/domain';
import { randomIp, startStack, TEST_PASSWORD, type Stack } from '../../test/stack';
import { hashPassword } from '../src/auth/passwords';

// hashPassword as it is, watched: the reset-password test checks that a made-up code never reaches it
jest.mock('../src/auth/passwords', () => {
  const actual = jest.requireActual<typeof import('../src/auth/passwords')>('../src/auth/passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

const tag = () => randomBytes(4).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryAfter = (response: { headers: Record<string, string> }) => Number(response.headers['retry-after']);

function signIn(ip: string, email: string, password = TEST_PASSWORD) {
  return stack.api(ip).post('/api/v1/auth/login').send({ email, password });
}

/**
 * Addresses of `count` users of one company with the test password, inserted in one statement.
 * Their hash has argon2's cheapest parameters (a hash carries its own): these tests are about
 * the limits, and hundreds of sign-ins at the real cost would take half a minute.
 */
async function colleagues(count: number): Promise<string[]> {
  cheapHash ??= argon2.hash(TEST_PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const [company, passwordHash] = await Promise.all([stack.factory.company(), cheapHash]);
  const batch = tag();
  const emails = Array.from({ length: count }, (_, index) => `colleague-${batch}-${index}@example.com`);
  await stack.dataSource
    .getRepository(User)
    .insert(emails.map((email, index) => ({ email, name: `Kolega ${index}`, role: 'regular' as const, companyId: company.id, passwordHash })));
  return emails;
}
let cheapHash: Promise<string> | undefined;

/** Runs `run` over the items, `size` at a time, as a crowd of people would. */
async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

describe('sign-in limits', () => {
  it('lets 500 colleagues behind one address all sign in within the same minute', async () => {
    const office = randomIp();
    const emails = await colleagues(500);
    const refused: string[] = [];
    await inBatches(emails, 10, async (email) => {
      const response = await signIn(office, email);
      if (response.status !== 200) refused.push(`${email}: ${response.status}`);
    });
    expect(refused).toEqual([]);
  }, 120_000);

  it('refuses a sixth wrong password at one account from one address for a quarter-hour, in the caller language', async () => {
    const user = await stack.factory.user();
    const ip = randomIp();
    for (let attempt = 0; attempt < FAILED_SIGN_INS_PER_ACCOUNT_AT_ADDRESS.points; attempt++) {
      await signIn(ip, user.email, 'wrong-password').expect(401);
    }
    const refused = await signIn(ip, user.email).set('Accept-Language', 'en').expect(429);
    expect(retryAfter(refused)).toBeGreaterThan(FAILED_SIGN_INS_PER_ACCOUNT_AT_ADDRESS.seconds - 60);
    expect(retryAfter(refused)).toBeLessThanOrEqual(FAILED_SIGN_INS_PER_ACCOUNT_AT_ADDRESS.seconds);
    expect(refused.body).toEqual({ statusCode: 429, message: `Too many attempts. Try again in ${retryAfter(refused)} s.`, error: 'Too Many Requests', code: 'errors.tooManyRequests' });
    expect((await signIn(ip, user.email).expect(429)).body.message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ s\.$/);

    const colleague = await stack.factory.user();
    await signIn(ip, colleague.email).expect(200);
    await signIn(randomIp(), user.email).expect(200);
  });

  it('lets the owner in from their usual address while others guess from many addresses', async () => {
    const owner = await stack.factory.user();
    const home = randomIp();
    await signIn(home, owner.email).expect(200);
    const guesses = Array.from({ length: ACCOUNT_BACKOFF.freeFailures + 10 }, () => randomIp());
    const statuses: number[] = [];
    for (const ip of guesses) statuses.push((await signIn(ip, owner.email, 'guess-123')).status);
    expect(statuses).toContain(429);

    await signIn(home, owner.email).expect(200);
    await signIn(home, owner.email, 'a-typo').expect(401);
    await signIn(home, owner.email).expect(200);
  });

  it('delays tries at one account from new addresses, growing with each failure, without locking the owner out', async () => {
    const owner = await stack.factory.user();
    for (let attempt = 0; attempt <= ACCOUNT_BACKOFF.freeFailures; attempt++) {
      await signIn(randomIp(), owner.email, 'guess-123').expect(401);
    }
    const delayed = await signIn(randomIp(), owner.email).expect(429);
    expect(retryAfter(delayed)).toBe(ACCOUNT_BACKOFF.firstDelaySeconds);
    await sleep(retryAfter(delayed) * 1000);

    await signIn(randomIp(), owner.email, 'guess-123').expect(401);
    const longer = await signIn(randomIp(), owner.email).expect(429);
    expect(retryAfter(longer)).toBe(2 * ACCOUNT_BACKOFF.firstDelaySeconds);
    await sleep(retryAfter(longer) * 1000);

    await signIn(randomIp(), owner.email).expect(200);
  });

  it('lets only the free failures and one more through when guesses at one account arrive all at once', async () => {
    const owner = await stack.factory.user();
    const statuses = await Promise.all(Array.from({ length: 30 }, async () => (await signIn(randomIp(), owner.email, 'guess-123')).status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_BACKOFF.freeFailures + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - ACCOUNT_BACKOFF.freeFailures - 1);
  });

  it('stops one address spraying a password across accounts, still letting in colleagues who signed in from there before', async () => {
    const office = randomIp();
    const regular = await stack.factory.user();
    await signIn(office, regular.email).expect(200);
    const newcomer = await stack.factory.user();
    const sprayed = await colleagues(FAILED_SIGN_INS_PER_ADDRESS.points);
    await inBatches(sprayed, 10, async (email) => expect((await signIn(office, email, 'Summer2025!')).status).toBe(401));

    const refused = await signIn(office, newcomer.email).expect(429);
    expect(retryAfter(refused)).toBeGreaterThan(FAILED_SIGN_INS_PER_ADDRESS.seconds - 60);
    await signIn(office, regular.email).expect(200);
    await signIn(randomIp(), newcomer.email).expect(200);
  }, 60_000);
});

describe('the client address behind one trusted proxy (TRUST_PROXY=1)', () => {
  it('is the entry our proxy appended, not one the client wrote', async () => {
    const admin = await stack.factory.user({ role: 'admin', company: null });
    const target = await stack.factory.user();
    await stack.as(admin, { ip: '1.2.3.4, 5.6.7.8' }).post('/api/v1/auth/admin-login').send({ userId: target.id }).expect(200);
    const entry = await stack.dataSource.getRepository(AuditLog).findOneByOrFail({ action: 'admin.loginAs', actorUserId: admin.id });
    expect(entry.ip).toBe('5.6.7.8');
  });

  it('escapes no limit by rotating the entries the client writes', async () => {
    const address = randomIp();
    const viaProxy = (email: string) => stack.api(`${randomIp()}, ${address}`).post('/api/v1/auth/login').send({ email, password: 'Summer2025!' });
    const [last, ...sprayed] = await colleagues(FAILED_SIGN_INS_PER_ADDRESS.points + 1);
    await inBatches(sprayed, 10, async (email) => expect((await viaProxy(email)).status).toBe(401));
    await viaProxy(last).expect(429);
  }, 60_000);
});

describe('sign-up limits', () => {
  const signUp = (ip: string, registerNumber: string) =>
    stack.api(ip).post('/api/v1/auth/signup').send({ email: `new-${tag()}@example.com`, name: 'Ewa', password: 'Secret123', acceptTerms: true, registerNumber });

  it(`refuses an address after ${FAILED_SIGN_UPS_PER_ADDRESS.points} refused sign-ups an hour`, async () => {
    const company = await stack.factory.company();
    const ip = randomIp();
    for (let attempt = 0; attempt < FAILED_SIGN_UPS_PER_ADDRESS.points; attempt++) await signUp(ip, `guess-${attempt}`).expect(404);
    const refused = await signUp(ip, company.registerNumber).expect(429);
    expect(retryAfter(refused)).toBeGreaterThan(FAILED_SIGN_UPS_PER_ADDRESS.seconds - 60);
    await signUp(randomIp(), company.registerNumber).expect(201);
  });

  it(`lets an office sign up ${SIGN_UPS_PER_ADDRESS.points} colleagues a minute, then refuses the address`, async () => {
    const company = await stack.factory.company();
    const office = randomIp();
    const colleagues = Array.from({ length: SIGN_UPS_PER_ADDRESS.points }, (_, index) => index);
    await inBatches(colleagues, 10, async () => signUp(office, company.registerNumber).expect(201));
    const refused = await signUp(office, company.registerNumber).expect(429);
    expect(retryAfter(refused)).toBeLessThanOrEqual(SIGN_UPS_PER_ADDRESS.seconds);
  }, 60_000);
});

describe('lost-password limits', () => {
  const lostPassword = (ip: string, email: string) => stack.api(ip).post('/api/v1/auth/lost-password').send({ email });

  it(`answers past ${LOST_PASSWORD_REQUESTS_PER_ACCOUNT.points} requests an hour for one account as before it, never 429`, async () => {
    const user = await stack.factory.user();
    const first = await lostPassword(randomIp(), user.email).expect(200);
    for (let attempt = 1; attempt < LOST_PASSWORD_REQUESTS_PER_ACCOUNT.points; attempt++) await lostPassword(randomIp(), user.email).expect(200);
    const past = await lostPassword(randomIp(), user.email).expect(200);
    expect(past.body).toEqual(first.body);
    expect(past.headers['retry-after']).toBeUndefined();
  });

  it(`answers ${LOST_PASSWORD_REQUESTS_PER_ADDRESS.points} requests an hour from one address, then 429`, async () => {
    const ip = randomIp();
    const batch = tag();
    for (let attempt = 0; attempt < LOST_PASSWORD_REQUESTS_PER_ADDRESS.points; attempt++) await lostPassword(ip, `forgot-${batch}-${attempt}@example.com`).expect(200);
    await lostPassword(ip, `forgot-${batch}-last@example.com`).expect(429);
  });

  it('records the same request whether or not the address has an account', async () => {
    const [known] = await colleagues(1);
    const ghost = `ghost-${tag()}@example.com`;
    await lostPassword(randomIp(), known).expect(200);
    await lostPassword(randomIp(), ghost).expect(200);
    const recorded = async (email: string) =>
      (await stack.dataSource.query(`SELECT queue, job_name, payload - 'email' AS payload FROM outbox_message WHERE payload->>'email' = $1`, [email])) as unknown[];
    const [forKnown, forGhost] = await Promise.all([recorded(known), recorded(ghost)]);
    expect(forKnown).toHaveLength(1);
    expect(forGhost).toEqual(forKnown);
  });

  it('answers in the same time whether or not the address has an account', async () => {
    const samples = 40;
    const known = await colleagues(samples + 1);
    const batch = tag();
    const timings = { known: [] as number[], unknown: [] as number[] };
    const timed = async (kind: keyof typeof timings, email: string) => {
      const started = performance.now();
      await lostPassword(randomIp(), email).expect(200);
      timings[kind].push(performance.now() - started);
      await sleep(20);
    };
    await timed('known', known[samples]);
    // in the order known, unknown, unknown, known, ...: each kind follows each kind as often, so what one leaves behind slows both alike
    for (let index = 0; index < samples; index++) {
      const ghost = `ghost-${batch}-${index}@example.com`;
      if (index % 2 === 0) {
        await timed('known', known[index]);
        await timed('unknown', ghost);
      } else {
        await timed('unknown', ghost);
        await timed('known', known[index]);
      }
    }
    const [knownTime, unknownTime] = [median(timings.known.slice(1)), median(timings.unknown)];
    // An account's lookup and its code's insert would add a third of an answer (about 8 ms idle);
    // a busy machine's noise grows with the answer's time, so the bound does too.
    expect(Math.abs(knownTime - unknownTime)).toBeLessThan(Math.max(3, unknownTime / 3));
  });
});

describe('reset-password limits', () => {
  const reset = (ip: string, code: string) => stack.api(ip).post('/api/v1/auth/reset-password').send({ code, password: 'NewSecret1' });

  it('checks the code before hashing the new password', async () => {
    // What is checked is the order, not a timing a busy machine blurs: a made-up code never costs an argon2 hash.
    const hashing = jest.mocked(hashPassword);
    hashing.mockClear();
    for (let run = 0; run < 5; run++) await reset(randomIp(), `made-up-${run}`).expect(400);
    expect(hashing).not.toHaveBeenCalled();
    // the watch sees the API's hashing: a sign-up hashes its password once
    const company = await stack.factory.company();
    const signup = { email: `hashed-${Date.now()}@example.com`, name: 'Hania', password: 'Secret123', acceptTerms: true, registerNumber: company.registerNumber };
    await stack.api(randomIp()).post('/api/v1/auth/signup').send(signup).expect(201);
    expect(hashing).toHaveBeenCalledTimes(1);
  });

  it(`refuses an address after ${FAILED_PASSWORD_RESETS_PER_ADDRESS.points} refused codes an hour`, async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < FAILED_PASSWORD_RESETS_PER_ADDRESS.points; attempt++) await reset(ip, `made-up-${attempt}`).expect(400);
    const refused = await reset(ip, 'made-up-again').set('Accept-Language', 'en').expect(429);
    expect(refused.body.message).toMatch(/^Too many attempts\./);
    await reset(randomIp(), 'made-up-again').expect(400);
  });
});
