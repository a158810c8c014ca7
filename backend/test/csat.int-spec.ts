import { SurveyAnswer, type User } from '@lesne/db';
import { addDays, warsawDay } from '@lesne/domain';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());
/** an event whose last day is in 3 days: inside the survey's 7-day window */
const endingSoon = () => stack.factory.crew({ dateFrom: addDays(today(), -20), dateTo: addDays(today(), 3) });

const status = async (user: User): Promise<boolean> =>
  (await stack.as(user).get('/api/v1/csat/status').expect(200)).body.shouldShow;
const save = (user: User, body: object) => stack.as(user).post('/api/v1/csat').send(body);

describe('GET /csat/status', () => {
  it('offers the survey from 7 days before the last day, not earlier', async () => {
    const soon = await endingSoon();
    expect(await status(soon.participants[0])).toBe(true);
    const lastDayIn7 = await stack.factory.crew({ dateTo: addDays(today(), 7) });
    expect(await status(lastDayIn7.participants[0])).toBe(true);
    const lastDayIn8 = await stack.factory.crew({ dateTo: addDays(today(), 8) });
    expect(await status(lastDayIn8.participants[0])).toBe(false);
  });

  it('offers it once the event is closed, and never to a platform admin without a company', async () => {
    const closed = await stack.factory.crew({ eventEndType: 'trees', dateTo: null, closedAt: new Date() });
    expect(await status(closed.participants[0])).toBe(true);
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    expect(await status(platformAdmin)).toBe(false);
  });

  it('stops after 3 closes', async () => {
    const { participants } = await endingSoon();
    for (const expected of [true, true, false]) {
      const answer = await save(participants[0], { closed: true }).expect(201);
      expect(answer.body.shouldShow).toBe(expected);
    }
    expect(await status(participants[0])).toBe(false);
    expect(await status(participants[1])).toBe(true);
  });

  it('stops once answered, after saving step by step into one row', async () => {
    const { participants } = await endingSoon();
    const user = participants[0];
    await save(user, { q1: 4 }).expect(201);
    expect(await status(user)).toBe(true);
    await save(user, { q1: 4, q2: 2 }).expect(201);
    await save(user, { q1: 4, q2: 3, q3: '  Więcej drzew!  ', answered: true }).expect(201);
    expect(await status(user)).toBe(false);
    const rows = await stack.dataSource.getRepository(SurveyAnswer).findBy({ userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ q1: 4, q2: 3, q3: 'Więcej drzew!', closes: 0 });
    expect(rows[0].answeredAt).toBeInstanceOf(Date);
  });
});

describe('POST /csat/offer', () => {
  const offer = async (user: User): Promise<boolean> => (await stack.as(user).post('/api/v1/csat/offer').expect(200)).body.shouldShow;

  it('offers the survey once a Warsaw day: a reload or another tab the same day is not asked again', async () => {
    const { participants } = await endingSoon();
    const user = participants[0];
    expect(await offer(user)).toBe(true);
    expect(await offer(user)).toBe(false);
    expect(await status(user)).toBe(false);
    expect(await status(participants[1])).toBe(true);

    await stack.dataSource.getRepository(SurveyAnswer).update({ userId: user.id }, { offeredOn: addDays(today(), -1) });
    expect(await status(user)).toBe(true);
    expect(await offer(user)).toBe(true);
  });

  it('gives one of two pages asking at once the offer', async () => {
    const { participants } = await endingSoon();
    const answers = await Promise.all([offer(participants[0]), offer(participants[0])]);
    expect(answers.sort()).toEqual([false, true]);
  });

  it('offers nothing outside the window, to a platform admin, or once answered', async () => {
    const notYet = await stack.factory.crew({ dateTo: addDays(today(), 30) });
    expect(await offer(notYet.participants[0])).toBe(false);
    expect(await stack.dataSource.getRepository(SurveyAnswer).countBy({ userId: notYet.participants[0].id })).toBe(0);
    expect(await offer(await stack.factory.user({ role: 'admin', company: null }))).toBe(false);
    const { participants } = await endingSoon();
    await save(participants[0], { q1: 4, q2: 3, answered: true }).expect(201);
    expect(await offer(participants[0])).toBe(false);
  });

  it('keeps an offer out of the company admin\'s answers', async () => {
    const crew = await endingSoon();
    await offer(crew.participants[0]);
    const summary = await stack.as(crew.admin).get('/api/v1/csat/summary').expect(200);
    expect(summary.body).toEqual({ answers: 0, q1Average: null, q2Average: null, suggestions: [] });
  });
});

describe('POST /csat', () => {
  it('refuses bad answers with a message in the caller\'s language', async () => {
    const { participants } = await endingSoon();
    const user = participants[0];
    expect((await save(user, { q1: 6 }).expect(400)).body.fields.q1).toBe('Największa wartość to 5.');
    expect((await save(user, { q2: 0 }).set('Accept-Language', 'en').expect(400)).body.fields.q2).toBe('The smallest allowed value is 1.');
    expect((await save(user, { q1: 2.5 }).expect(400)).body.fields.q1).toBe('Podaj liczbę całkowitą.');
    expect((await save(user, { q3: 'x'.repeat(2001) }).expect(400)).body.fields.q3).toBe('Maksymalna długość to 2000 znaków.');
    expect((await save(user, { q3: 'a\u0000b' }).expect(400)).body.fields.q3).toBe('Tekst zawiera niedozwolone znaki.');
    expect((await save(user, { closed: 'yes' }).expect(400)).body.fields.closed).toBe('Podaj wartość tak lub nie.');
    expect(await stack.dataSource.getRepository(SurveyAnswer).countBy({ userId: user.id })).toBe(0);
  });

  it('refuses a step while the survey is not open', async () => {
    const { participants } = await stack.factory.crew({ dateTo: addDays(today(), 30) });
    const response = await save(participants[0], { q1: 5 }).set('Accept-Language', 'en').expect(403);
    expect(response.body.message).toBe('The survey is not open now.');
  });
});

describe('GET /csat/summary', () => {
  it('gives the company admin the averages and suggestions of their company only, without names', async () => {
    const mine = await endingSoon();
    const other = await endingSoon();
    await save(mine.participants[0], { q1: 5, q2: 4, q3: 'Super', answered: true }).expect(201);
    await save(mine.participants[1], { q1: 2, q2: 1 }).expect(201);
    await save(mine.participants[2], { closed: true }).expect(201);
    await save(other.participants[0], { q1: 1, q2: 1, q3: 'Tajne', answered: true }).expect(201);

    const summary = await stack.as(mine.admin).get('/api/v1/csat/summary').expect(200);
    expect(summary.body).toMatchObject({ answers: 2, q1Average: 3.5, q2Average: 2.5, suggestions: [{ text: 'Super' }] });
    expect(Object.keys(summary.body.suggestions[0]).sort()).toEqual(['at', 'text']);

    const empty = await stack.as((await stack.factory.crew()).admin).get('/api/v1/csat/summary').expect(200);
    expect(empty.body).toEqual({ answers: 0, q1Average: null, q2Average: null, suggestions: [] });
  });

  it('is refused to participants', async () => {
    const { participants } = await endingSoon();
    await stack.as(participants[0]).get('/api/v1/csat/summary').expect(403);
  });
});
