import { ChatChannel, Company, type User } from '@lesne/db';
import { warsawDay } from '@lesne/domain';
import { ChatSweep } from '../../workers/src/chat/chat-sweep';
import { eventually, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const OPTIONS = { podiumHour: null, milestoneEveryTrees: 100, halfway: false, close: true, joiners: false };

function connect(admin: User, body: object) {
  return stack.as(admin).put('/api/v1/company/chat-channel').send({ platform: 'slack', lang: 'pl', ...OPTIONS, ...body });
}

const sweep = () => stack.workers!.get(ChatSweep).sweep();
const postTexts = (hook: string) => stack.chat.posts(hook).map((post) => (post.body as { text?: string }).text ?? JSON.stringify(post.body));

describe("a company's chat channel", () => {
  it('is connected by its admin with a Slack hook, kept sealed and never shown whole again', async () => {
    const { admin, participants } = await stack.factory.crew();
    const hook = stack.chat.hookUrl('slack');
    const saved = await connect(admin, { url: hook }).expect(200);
    expect(saved.body).toMatchObject({ platform: 'slack', lang: 'pl', addressHint: expect.stringMatching(/^127\.0\.0\.1:\d+\/…/), disabledAt: null, milestoneEveryTrees: 100 });
    expect(JSON.stringify(saved.body)).not.toContain(hook);
    const [row] = await stack.dataSource.query('SELECT url_sealed FROM chat_channel WHERE company_id = $1', [admin.companyId]);
    expect(row.url_sealed).not.toContain('slack/services');
    expect((await stack.as(admin).get('/api/v1/company/chat-channel').expect(200)).body.channel).toEqual(saved.body);
    await stack.as(participants[0]).get('/api/v1/company/chat-channel').expect(403);
    await connect(participants[0], { url: hook }).expect(403);
  });

  it("refuses an address that is not the platform's hook, in the caller's language, storing nothing", async () => {
    const { admin } = await stack.factory.crew();
    const slack = await connect(admin, { url: 'https://example.com/hook' }).expect(400);
    expect(slack.body.message).toBe('Adres webhooka Slacka zaczyna się od https://hooks.slack.com/.');
    const teams = await connect(admin, { platform: 'teams', url: 'https://hooks.slack.com/services/T1/B1/x' }).set('Accept-Language', 'en').expect(400);
    expect(teams.body.message).toBe('Paste the address of a Microsoft Teams workflow webhook.');
    await connect(admin, {}).expect(400);
    await connect(admin, { url: stack.chat.hookUrl('slack'), podiumHour: 24 }).expect(400);
    expect(await stack.dataSource.getRepository(ChatChannel).countBy({ companyId: admin.companyId! })).toBe(0);
  });

  it('posts a test at once and says whether the platform took it', async () => {
    const { admin } = await stack.factory.crew({ name: 'Zielona Sp. z o.o.' });
    const hook = stack.chat.hookUrl('teams');
    await connect(admin, { platform: 'teams', url: hook }).expect(200);
    expect((await stack.as(admin).post('/api/v1/company/chat-channel/test').expect(200)).body).toEqual({ delivered: true, message: null });
    const [post] = stack.chat.posts(hook);
    expect(JSON.stringify(post.body)).toContain('Zielona Sp. z o.o.');
    expect(JSON.stringify(post.body)).toContain('/rejestracja?code=');

    stack.chat.remove(hook);
    const gone = await stack.as(admin).post('/api/v1/company/chat-channel/test').expect(200);
    expect(gone.body).toEqual({ delivered: false, message: 'Platforma odpowiada, że tego webhooka już nie ma (odpowiedź 404). Utwórz nowy i wklej jego adres.' });
  });

  it('hears a tree milestone once, however many workers sweep, and never the km', async () => {
    const { admin, company } = await stack.factory.crew();
    const hook = stack.chat.hookUrl('slack');
    await connect(admin, { url: hook }).expect(200);
    await stack.dataSource.getRepository(Company).update(company.id, { treeSum: 250.5, distanceSum: 1234.5 });
    await Promise.all([sweep(), sweep(), sweep()]);
    await eventually(async () => expect(postTexts(hook)).toEqual([expect.stringContaining('200')]));
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.chat.posts(hook)).toHaveLength(1);
    expect(JSON.stringify(stack.chat.posts(hook)[0].body)).not.toContain('1234');
  });

  it('hears the daily podium from its hour, once a day, trees and places only', async () => {
    const { admin, company, participants } = await stack.factory.crew();
    const hook = stack.chat.hookUrl('slack');
    await connect(admin, { url: hook, podiumHour: 0, milestoneEveryTrees: null }).expect(200);
    await stack.dataSource.query('UPDATE app_user SET tree_sum = $2, km_sum = $3 WHERE id = $1', [participants[0].id, 12.5, 62.5]);
    await stack.dataSource.query('UPDATE app_user SET tree_sum = $2, km_sum = $3 WHERE id = $1', [participants[1].id, 4, 20]);
    await stack.dataSource.getRepository(Company).update(company.id, { treeSum: 16.5 });
    await sweep();
    await eventually(async () => expect(stack.chat.posts(hook)).toHaveLength(1));
    const body = JSON.stringify(stack.chat.posts(hook)[0].body);
    expect(body).toContain(participants[0].name);
    expect(body).toContain('12,5');
    expect(body).not.toContain('62,5');
    const [row] = await stack.dataSource.query('SELECT podium_posted_on::text AS day FROM chat_channel WHERE company_id = $1', [company.id]);
    expect(row.day).toBe(warsawDay(new Date()));
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.chat.posts(hook)).toHaveLength(1);
  });

  it("waits as long as the platform asks after a 429, and tries again after a 5xx", async () => {
    const { admin, company } = await stack.factory.crew();
    const hook = stack.chat.hookUrl('slack');
    await connect(admin, { url: hook }).expect(200);
    stack.chat.failNext(hook, [{ status: 429, retryAfter: 1 }, { status: 503 }]);
    await stack.dataSource.getRepository(Company).update(company.id, { treeSum: 100 });
    await sweep();
    await eventually(async () => expect(stack.chat.posts(hook)).toHaveLength(1), 20_000);
  }, 30_000);

  it('turns the channel off after three answers that the hook is gone, and mails the company admins', async () => {
    const { admin, company } = await stack.factory.crew({ name: 'Cicha Firma' });
    const hook = stack.chat.hookUrl('slack');
    await connect(admin, { url: hook, milestoneEveryTrees: 1 }).expect(200);
    stack.chat.archive(hook);
    for (const trees of [1, 2, 3]) {
      await stack.dataSource.getRepository(Company).update(company.id, { treeSum: trees });
      await sweep();
      await eventually(async () => expect((await stack.dataSource.getRepository(ChatChannel).findOneByOrFail({ companyId: company.id })).goneAnswers).toBe(trees));
    }
    const channel = await stack.dataSource.getRepository(ChatChannel).findOneByOrFail({ companyId: company.id });
    expect(channel.disabledAt).not.toBeNull();
    const mail = await stack.waitForMail(admin.email, /Cicha Firma/);
    expect(mail.subject).toBe('Kanał Slack firmy Cicha Firma nie dostaje już wpisów');
    expect((await stack.as(admin).get('/api/v1/company/chat-channel').expect(200)).body.channel.disabledAt).not.toBeNull();

    await stack.dataSource.getRepository(Company).update(company.id, { treeSum: 4 });
    await sweep();
    const reconnected = await connect(admin, { url: stack.chat.hookUrl('slack') }).expect(200);
    expect(reconnected.body.disabledAt).toBeNull();
  });

  it('is disconnected by its admin', async () => {
    const { admin } = await stack.factory.crew();
    await connect(admin, { url: stack.chat.hookUrl('slack') }).expect(200);
    expect((await stack.as(admin).delete('/api/v1/company/chat-channel').expect(200)).body.message).toBe('Kanał odłączony.');
    expect((await stack.as(admin).get('/api/v1/company/chat-channel').expect(200)).body.channel).toBeNull();
    await stack.as(admin).delete('/api/v1/company/chat-channel').expect(404);
  });
});
