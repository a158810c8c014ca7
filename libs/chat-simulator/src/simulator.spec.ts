import { chatBody } from '@lesne/chat';
import type { ChatMessage } from '@lesne/contracts';
import { ChatSimulator } from './simulator';

let simulator: ChatSimulator;
beforeEach(async () => {
  simulator = new ChatSimulator();
  await simulator.start(0);
});
afterEach(() => simulator.stop());

const post = (url: string, body: unknown, contentType = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const answerOf = async (response: Response) => ({ status: response.status, text: await response.text(), type: response.headers.get('content-type'), retryAfter: response.headers.get('retry-after') });

const PODIUM: ChatMessage = {
  kind: 'podium',
  lang: 'pl',
  companyName: 'Acme',
  joinUrl: 'https://lesnewyzwanie.pl/rejestracja?code=ACME',
  day: '2026-11-27',
  places: [{ place: 1, name: 'Anna Nowak', trees: 12.5 }],
  companyTrees: 345,
};
const header = (text: string) => ({ type: 'header', text: { type: 'plain_text', text } });
const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } });
const card = (version = '1.5') => ({
  type: 'message',
  attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: { type: 'AdaptiveCard', version, body: [{ type: 'TextBlock', text: 'Hello', wrap: true }] } }],
});

describe('ChatSimulator as Slack', () => {
  it('takes what libs/chat posts, answering 200 ok in plain text, and records it', async () => {
    const hook = simulator.hookUrl('slack', 'acme');
    expect(hook).toBe(`${simulator.url}/slack/services/T000/B000/acme`);
    const body = chatBody('slack', PODIUM);
    expect(await answerOf(await post(hook, body))).toMatchObject({ status: 200, text: 'ok', type: expect.stringMatching(/^text\/plain/) });
    expect(simulator.posts(hook)).toEqual([{ platform: 'slack', hook, body, receivedAt: expect.any(Date) }]);
  });

  it('takes the JSON as a form field payload too, as Slack does', async () => {
    const hook = simulator.hookUrl('slack');
    const response = await post(hook, new URLSearchParams({ payload: JSON.stringify({ text: 'hello' }) }).toString(), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(200);
    expect(simulator.posts(hook)[0].body).toEqual({ text: 'hello' });
  });

  it.each([
    ['a body that is not JSON', 'not json', 'invalid_payload'],
    ['a JSON array', [], 'invalid_payload'],
    ['no text and no blocks', { username: 'x' }, 'no_text'],
    ['empty text and no blocks', { text: '', blocks: [] }, 'no_text'],
    ['51 blocks', { text: 'x', blocks: Array.from({ length: 51 }, () => section('x')) }, 'invalid_blocks'],
    ['a header over 150 characters', { text: 'x', blocks: [header('x'.repeat(151))] }, 'invalid_blocks'],
    ['a header in mrkdwn', { text: 'x', blocks: [{ type: 'header', text: { type: 'mrkdwn', text: 'x' } }] }, 'invalid_blocks'],
    ['a section over 3000 characters', { text: 'x', blocks: [section('x'.repeat(3001))] }, 'invalid_blocks'],
    ['a section with eleven fields', { text: 'x', blocks: [{ type: 'section', fields: Array.from({ length: 11 }, () => ({ type: 'mrkdwn', text: 'x' })) }] }, 'invalid_blocks'],
    ['an empty section', { text: 'x', blocks: [{ type: 'section' }] }, 'invalid_blocks'],
    ['a button text over 75 characters', { text: 'x', blocks: [{ type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'x'.repeat(76) }, url: 'https://x.pl' }] }] }, 'invalid_blocks'],
    ['an unknown block', { text: 'x', blocks: [{ type: 'banner' }] }, 'invalid_blocks'],
  ])('refuses %s with 400 and Slack’s words, recording nothing', async (_, body, words) => {
    const hook = simulator.hookUrl('slack');
    expect(await answerOf(await post(hook, body))).toMatchObject({ status: 400, text: words });
    expect(simulator.posts()).toEqual([]);
  });

  it('takes a message at the limits: 50 blocks, a header of 150 characters, a section of 3000', async () => {
    const hook = simulator.hookUrl('slack');
    const blocks = [header('x'.repeat(150)), ...Array.from({ length: 49 }, () => section('y'.repeat(3000)))];
    expect((await post(hook, { text: 'x', blocks })).status).toBe(200);
  });

  it('answers 404 no_service for a removed hook and 410 channel_is_archived for an archived channel', async () => {
    const removed = simulator.hookUrl('slack', 'removed');
    const archived = simulator.hookUrl('slack', 'archived');
    simulator.remove(removed);
    simulator.archive(archived);
    expect(await answerOf(await post(removed, { text: 'x' }))).toMatchObject({ status: 404, text: 'no_service' });
    expect(await answerOf(await post(archived, { text: 'x' }))).toMatchObject({ status: 410, text: 'channel_is_archived' });
    expect((await post(simulator.hookUrl('slack', 'other'), { text: 'x' })).status).toBe(200);
    expect(simulator.posts().map((taken) => taken.hook)).toEqual([simulator.hookUrl('slack', 'other')]);
  });

  it('answers the injected faults in order, with Retry-After, then as usual', async () => {
    const hook = simulator.hookUrl('slack');
    simulator.failNext(hook, [{ status: 429, retryAfter: 30 }, { status: 503 }]);
    expect(await answerOf(await post(hook, { text: 'x' }))).toMatchObject({ status: 429, text: 'rate_limited', retryAfter: '30' });
    expect(await answerOf(await post(hook, { text: 'x' }))).toMatchObject({ status: 503, retryAfter: null });
    expect(await answerOf(await post(hook, { text: 'x' }))).toMatchObject({ status: 200, text: 'ok' });
    expect(simulator.posts(hook)).toHaveLength(1);
  });

  it('keeps one hook’s faults off another', async () => {
    simulator.failNext(simulator.hookUrl('slack', 'a'), [{ status: 500 }]);
    expect((await post(simulator.hookUrl('slack', 'b'), { text: 'x' })).status).toBe(200);
    expect((await post(simulator.hookUrl('slack', 'a'), { text: 'x' })).status).toBe(500);
  });
});

describe('ChatSimulator as a Teams workflow', () => {
  it('takes what libs/chat posts, answering 202 with no body, and records it', async () => {
    const hook = simulator.hookUrl('teams', 'acme');
    expect(hook).toBe(`${simulator.url}/teams/workflows/acme`);
    const body = chatBody('teams', PODIUM);
    expect(await answerOf(await post(hook, body))).toMatchObject({ status: 202, text: '' });
    expect(simulator.posts(hook)).toEqual([{ platform: 'teams', hook, body, receivedAt: expect.any(Date) }]);
  });

  it.each([
    ['a body that is not JSON', 'not json'],
    ['a Slack message', { text: 'x', blocks: [] }],
    ['no attachments', { type: 'message', attachments: [] }],
    ['a hero card', { type: 'message', attachments: [{ contentType: 'application/vnd.microsoft.card.hero', content: {} }] }],
    ['a card that is not an AdaptiveCard', { type: 'message', attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: { type: 'MessageCard' } }] }],
    ['a card of version 1.6', card('1.6')],
    ['a card without a version', card('')],
  ])('refuses %s with 400, recording nothing', async (_, body) => {
    const answer = await answerOf(await post(simulator.hookUrl('teams'), body));
    expect(answer).toMatchObject({ status: 400, type: expect.stringMatching(/^application\/json/) });
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'InvalidRequestContent' } });
    expect(simulator.posts()).toEqual([]);
  });

  it('takes a card of an older version', async () => {
    expect((await post(simulator.hookUrl('teams'), card('1.2'))).status).toBe(202);
  });

  it('answers 404 for a deleted workflow, injected faults first, and archives only Slack channels', async () => {
    const hook = simulator.hookUrl('teams');
    simulator.failNext(hook, [{ status: 429, retryAfter: 5 }]);
    simulator.remove(hook);
    expect(await answerOf(await post(hook, card()))).toMatchObject({ status: 429, retryAfter: '5' });
    expect((await post(hook, card())).status).toBe(404);
    expect(() => simulator.archive(hook)).toThrow(RangeError);
  });
});

describe('ChatSimulator', () => {
  it('makes random hook names and refuses names that are not one path segment', () => {
    expect(simulator.hookUrl('slack')).not.toBe(simulator.hookUrl('slack'));
    expect(() => simulator.hookUrl('slack', '../x')).toThrow(RangeError);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await post(simulator.hookUrl('slack'), { text: 'x'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
  });

  it('answers 404 for any other path or method', async () => {
    expect((await post(`${simulator.url}/slack/services/T000/B000`, { text: 'x' })).status).toBe(404);
    expect((await fetch(simulator.hookUrl('slack'))).status).toBe(404);
  });

  it('finds a hook’s posts whichever host names it', async () => {
    const hook = simulator.hookUrl('slack', 'acme');
    await post(hook, { text: 'x' });
    expect(simulator.posts(hook.replace('127.0.0.1', 'localhost'))).toHaveLength(1);
    expect(simulator.posts('/slack/services/T000/B000/acme')).toHaveLength(1);
  });

  it('lists the posts on its page, newest first, every name escaped', async () => {
    const hostile = '<script>alert(1)</script>';
    await post(simulator.hookUrl('slack'), chatBody('slack', { ...PODIUM, companyName: hostile }));
    await post(simulator.hookUrl('teams'), chatBody('teams', { ...PODIUM, lang: 'en', companyName: 'Second & Co' }));
    const page = await (await fetch(`${simulator.url}/`)).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('🏆 Podium na dzień 27.11.2026 — &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.indexOf('Second &amp; Co')).toBeLessThan(page.indexOf('&lt;script&gt;alert(1)'));
    expect(page).toContain('<details><summary>JSON</summary>');
  });
});
