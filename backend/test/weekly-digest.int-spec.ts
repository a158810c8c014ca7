import { User, digestUnsubscribeToken } from '@lesne/db';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

const stored = (user: User) => stack.dataSource.getRepository(User).findOneByOrFail({ id: user.id });

describe('the weekly digest, as a person and a company admin choose', () => {
  it('is a switch of my own, and my mails follow the language I use the panel in', async () => {
    const { participants } = await stack.factory.crew();
    const [ala] = participants;
    expect((await stack.as(ala).get('/api/v1/user').expect(200)).body).toMatchObject({ weeklyDigest: true, lang: 'pl' });
    const saved = await stack.as(ala).patch('/api/v1/user').send({ weeklyDigest: false, lang: 'en' }).expect(200);
    expect(saved.body).toMatchObject({ weeklyDigest: false, lang: 'en', hideName: false });
    expect(await stored(ala)).toMatchObject({ weeklyDigest: false, lang: 'en' });
    const refused = await stack.as(ala).patch('/api/v1/user').set('Accept-Language', 'en').send({ lang: 'de' }).expect(400);
    expect(refused.body.fields).toHaveProperty('lang');
    expect((await stored(ala)).lang).toBe('en');
  });

  it('comes in the language a person signed up in', async () => {
    const company = await stack.factory.company();
    const body = { email: 'english@example.com', name: 'Emma', password: 'Secret123', acceptTerms: true, registerNumber: company.registerNumber };
    await stack.api().post('/api/v1/auth/signup').set('Accept-Language', 'en').send(body).expect(201);
    expect((await stack.dataSource.getRepository(User).findOneByOrFail({ email: 'english@example.com' })).lang).toBe('en');
  });

  it("can be turned off for the whole event by its admin, in the event's settings", async () => {
    const { admin } = await stack.factory.crew();
    expect((await stack.as(admin).get('/api/v1/company').expect(200)).body.stats.weeklyDigest).toBe(true);
    const saved = await stack.as(admin).patch('/api/v1/event').send({ weeklyDigest: false }).expect(200);
    expect(saved.body.stats.weeklyDigest).toBe(false);
    expect((await stack.as(admin).get('/api/v1/company').expect(200)).body.stats.weeklyDigest).toBe(false);
  });

  it('stops with the link of the mail, without signing in; a link not made by the server changes nothing', async () => {
    const { participants } = await stack.factory.crew();
    const [ala, bartek] = participants;
    const token = digestUnsubscribeToken(stack.config.JWT_SECRET, ala.id);
    const forged = `${bartek.id}.${token.split('.')[1]}`;
    const refused = await stack.api().post(`/api/v1/weekly-digest/unsubscribe?token=${encodeURIComponent(forged)}`).set('Accept-Language', 'en').expect(400);
    expect(refused.body.message).toBe('This unsubscribe link is not valid. Turn the summaries off on the “My results” page.');
    await stack.api().post('/api/v1/weekly-digest/unsubscribe').expect(400);
    expect((await stored(bartek)).weeklyDigest).toBe(true);

    const done = await stack.api().post(`/api/v1/weekly-digest/unsubscribe?token=${encodeURIComponent(token)}`).set('Accept-Language', 'en').expect(200);
    expect(done.body.message).toBe('You will no longer get the weekly summaries. You can turn them back on on the “My results” page.');
    expect((await stored(ala)).weeklyDigest).toBe(false);
    // a second click answers the same
    await stack.api().post(`/api/v1/weekly-digest/unsubscribe?token=${encodeURIComponent(token)}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
  });
});
