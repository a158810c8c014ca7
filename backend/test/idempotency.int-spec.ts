import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_HEADER } from '@lesne/contracts';
import { addDays, warsawDay } from '@lesne/domain';
import { Activity, Company, Team, User } from '@lesne/db';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

const RUN = 2;
const result = (distance = 5) => ({ startTime: warsawDay(new Date()), distance, activityType: RUN });
const postResult = (user: User, key: string, body: object = result()) =>
  stack.as(user).post('/api/v1/activity').set(IDEMPOTENCY_KEY_HEADER, key).send(body);
const storedResults = (user: User) => stack.dataSource.getRepository(Activity).countBy({ userId: user.id });

describe('POST /activity with an Idempotency-Key', () => {
  it('stores one result for the same key sent twice, and answers the retry with the first answer', async () => {
    const { participants: [ala] } = await stack.factory.crew();
    const key = randomUUID();
    const first = await postResult(ala, key).expect(201);
    const retry = await postResult(ala, key).expect(201);
    expect(retry.body).toEqual(first.body);
    expect(await storedResults(ala)).toBe(1);
    await postResult(ala, randomUUID()).expect(201);
    expect(await storedResults(ala)).toBe(2);
  });

  it('refuses the same key with another body (422), in the caller\'s language, and stores nothing for it', async () => {
    const { participants: [ala] } = await stack.factory.crew();
    const key = randomUUID();
    await postResult(ala, key, result(5)).expect(201);
    const refused = await postResult(ala, key, result(6)).expect(422);
    expect(refused.body.message).toBe('Ten klucz Idempotency-Key został już użyty z inną treścią żądania.');
    const inEnglish = await postResult(ala, key, result(6)).set('Accept-Language', 'en').expect(422);
    expect(inEnglish.body.message).toBe('This Idempotency-Key was already used with a different request body.');
    expect(await storedResults(ala)).toBe(1);
  });

  it('stores one result for duplicates sent at once: the others get its answer or a 409 while it is written', async () => {
    const { participants: [ala] } = await stack.factory.crew();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 8 }, () => postResult(ala, key)));
    const created = responses.filter((response) => response.status === 201);
    const busy = responses.filter((response) => response.status === 409);
    expect(created.length + busy.length).toBe(responses.length);
    expect(new Set(created.map((response) => JSON.stringify(response.body))).size).toBe(1);
    expect(new Set(busy.map((response) => response.body.message))).toEqual(
      new Set(busy.length ? ['Żądanie z tym kluczem Idempotency-Key jest jeszcze przetwarzane. Spróbuj ponownie za chwilę.'] : []),
    );
    expect(new Set(busy.map((response) => response.body.code))).toEqual(new Set(busy.length ? [IDEMPOTENCY_IN_PROGRESS] : []));
    expect(await storedResults(ala)).toBe(1);
    expect((await postResult(ala, key).expect(201)).body).toEqual(created[0].body);
  });

  it('treats a key kept for more than 24 h as new', async () => {
    const { participants: [ala] } = await stack.factory.crew();
    const key = randomUUID();
    const first = await postResult(ala, key).expect(201);
    await stack.dataSource.query("UPDATE idempotency_key SET created_at = created_at - interval '24 hours 1 minute' WHERE key = $1", [key]);
    const again = await postResult(ala, key).expect(201);
    expect(again.body.activity.id).not.toBe(first.body.activity.id);
    expect(await storedResults(ala)).toBe(2);
    expect((await postResult(ala, key).expect(201)).body).toEqual(again.body);
  });

  it('keeps keys apart per caller: the same key from a colleague is theirs', async () => {
    const { participants: [ala, bartek] } = await stack.factory.crew();
    const key = randomUUID();
    await postResult(ala, key).expect(201);
    await postResult(bartek, key).expect(201);
    expect([await storedResults(ala), await storedResults(bartek)]).toEqual([1, 1]);
  });

  it('keeps nothing for a refused create, so the retry is checked afresh', async () => {
    const { participants: [ala] } = await stack.factory.crew();
    const key = randomUUID();
    await postResult(ala, key, { ...result(), activityType: 999 }).expect(400);
    await postResult(ala, key, { ...result(), activityType: 999 }).expect(400);
    expect(await stack.dataSource.query('SELECT 1 FROM idempotency_key WHERE key = $1', [key])).toEqual([]);
  });

  it.each([['k'.repeat(101)], ['two words'], ['']])('refuses the malformed key %j with a 400', async (key) => {
    const { participants: [ala] } = await stack.factory.crew();
    const refused = await postResult(ala, key).expect(400);
    expect(refused.body.message).toBe('Nagłówek Idempotency-Key musi mieć od 1 do 100 widocznych znaków ASCII.');
    expect(await storedResults(ala)).toBe(0);
  });
});

describe("the SPA's other create calls with an Idempotency-Key", () => {
  it('POST /team creates one team; the retry gets it instead of "name taken"', async () => {
    const { company, admin } = await stack.factory.crew();
    const key = randomUUID();
    const send = () => stack.as(admin).post('/api/v1/team').set(IDEMPOTENCY_KEY_HEADER, key).send({ name: 'Dęby' });
    const first = await send().expect(201);
    expect((await send().expect(201)).body).toEqual(first.body);
    expect(await stack.dataSource.getRepository(Team).countBy({ companyId: company.id })).toBe(1);
  });

  it('POST /event creates one event and mails its admin once', async () => {
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    const email = `szef.${randomUUID()}@example.com`;
    const body = {
      company: `Buczyna ${randomUUID()}`, email, userName: 'Szef Wydarzenia',
      dateFrom: addDays(warsawDay(new Date()), 30), dateTo: addDays(warsawDay(new Date()), 60), convert: { standard: 5, bike: 20 },
      manualActivitiesAllowed: true, manualActivitiesApproval: false, treeLimit: 9999, eventEndType: 'date', maxDaysBeforeManualActivity: 7, orderPaid: false, flagSystem: true, isTest: false, teams: true,
    };
    const key = randomUUID();
    const send = () => stack.as(platformAdmin).post('/api/v1/event').set(IDEMPOTENCY_KEY_HEADER, key).send(body);
    const first = await send().expect(201);
    expect((await send().expect(201)).body).toEqual(first.body);
    expect(await stack.dataSource.getRepository(Company).countBy({ name: body.company })).toBe(1);
    const [{ mails }] = await stack.dataSource.query('SELECT COUNT(*)::int AS mails FROM mail WHERE "to" = $1', [email]);
    expect(mails).toBe(1);
  });

  it('POST /auth/signup (signed out) creates one account; the retry signs in to it, also from another network', async () => {
    const company = await stack.factory.company();
    const email = `ewa.${randomUUID()}@example.com`;
    const body = { email, name: 'Ewa Nowa', password: 'Secret123', acceptTerms: true, registerNumber: company.registerNumber };
    const key = randomUUID();
    const signUp = (ip: string, sent: object = body) => stack.api(ip).post('/api/v1/auth/signup').set(IDEMPOTENCY_KEY_HEADER, key).send(sent);
    const first = await signUp('10.9.8.7').expect(201);
    const retry = await signUp('10.9.8.7').expect(201);
    const afterNetworkChange = await signUp('10.9.8.8').expect(201);
    for (const { body: answer } of [first, retry, afterNetworkChange]) {
      await stack.api().get('/api/v1/user').auth(answer.authToken, { type: 'bearer' }).expect(200);
    }
    expect(await stack.dataSource.getRepository(User).countBy({ email })).toBe(1);
    // The key without the password is not the account's token: it is another sign-up.
    const guessed = await signUp('10.9.8.7', { ...body, password: 'Guessed123' }).expect(409);
    expect(guessed.body.message).toBe('Konto z tym adresem e-mail już istnieje.');
    expect(guessed.body.authToken).toBeUndefined();
  });

  it('keeps no plain hash of a sign-up, so its password cannot be guessed from the table', async () => {
    const company = await stack.factory.company();
    const body = { email: `ola.${randomUUID()}@example.com`, name: 'Ola', password: 'Secret123', acceptTerms: true, registerNumber: company.registerNumber };
    const key = randomUUID();
    await stack.api().post('/api/v1/auth/signup').set(IDEMPOTENCY_KEY_HEADER, key).send(body).expect(201);
    const [kept]: Array<{ fingerprint: string }> = await stack.dataSource.query('SELECT fingerprint FROM idempotency_key WHERE key = $1', [key]);
    const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
    expect(kept.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.fingerprint).not.toBe(createHash('sha256').update(JSON.stringify(sorted)).digest('hex'));
  });
});
