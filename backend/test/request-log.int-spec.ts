import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { db, Diploma } from '@lesne/db';
import { createApp } from '../src/app.factory';
import { startStack, type Stack } from '../../test/stack';

/** The API's request log holds no key a URL carried: it goes wherever the deployment collects logs, for years. */

let stack: Stack;
let logged: NestFastifyApplication;
let spa: string;
const lines: string[] = [];

beforeAll(async () => {
  stack = await startStack({ workers: false });
  // a built SPA of one page, so its pages are answered as in production
  spa = mkdtempSync(join(tmpdir(), 'lesne-spa-'));
  writeFileSync(join(spa, 'index.html'), '<!doctype html><title>Leśne Wyzwanie</title>');
  logged = await createApp({ ...stack.config, LOG_LEVEL: 'info', SPA_DIR: spa }, { logTo: { write: (line: string) => void lines.push(line) } });
  await logged.init();
  await logged.getHttpAdapter().getInstance().ready();
});
afterAll(async () => {
  await logged.close();
  await stack.close();
  rmSync(spa, { recursive: true, force: true });
});

/** The URLs the request log wrote, in order. */
const loggedUrls = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed').map((entry) => entry.req.url as string);

describe('the request log', () => {
  it('keeps the routes and their other parts, and no document, office-screen or check key, OAuth code, password or deletion link, or verify token', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const documentToken = await db.documents.storeDocument(stack.dataSource.manager, { mimeType: 'application/pdf', data: Buffer.from('%PDF ala') });
    const diploma = await stack.dataSource.getRepository(Diploma).save({
      userId: participants[0].id, companyId: company.id, lang: 'pl', name: 'Ala Uczestnik', trees: 3, verificationCode: db.documents.newVerificationCode(), documentToken,
    });
    const screen = (await stack.as(admin).post('/api/v1/company/office-screens').send({ name: 'Lobby' }).expect(201)).body;
    const oauthCode = randomBytes(20).toString('hex');
    const linkCode = randomBytes(32).toString('base64url');
    const unknownToken = randomBytes(32).toString('base64url');
    const keys = [documentToken, unknownToken, screen.token, diploma.verificationCode, oauthCode, linkCode, stack.config.STRAVA_VERIFY_TOKEN];
    const api = request(logged.getHttpServer());

    await api.get(`/api/v1/documents/${documentToken}`).expect(200);
    await api.get(`/api/v1/documents/${unknownToken}?download=1`).expect(404);
    await api.get(`/api/v1/office-screen/${screen.token}?lang=en`).expect(200);
    await api.get(`/api/v1/verification/${diploma.verificationCode}`).expect(200);
    await api.get(`/api/v1/strava/webhook?hub.mode=subscribe&hub.challenge=abc&hub.verify_token=${stack.config.STRAVA_VERIFY_TOKEN}`).expect(200);
    // The SPA's pages: Strava's OAuth return, a mailed password link, an office screen on a TV.
    await api.get(`/moje-integracje?state=s1&code=${oauthCode}&scope=read,activity:read`).expect(200);
    await api.get(`/ustaw-haslo?code=${linkCode}`).expect(200);
    await api.get(`/ekran/${screen.token}`).expect(200);
    await api.get(`/api/v1/no-such-route/abc?code=${oauthCode}`).expect(404);
    await api.get('/api/v1/diplomas?page=2&search=Ala').expect(401);

    const written = lines.join('\n');
    for (const key of keys) expect([key, written.includes(key)]).toEqual([key, false]);
    expect(loggedUrls()).toEqual([
      '/api/v1/documents/:token',
      '/api/v1/documents/:token?download=1',
      '/api/v1/office-screen/:token?lang=en',
      '/api/v1/verification/:code',
      '/api/v1/strava/webhook?hub.mode=[redacted]&hub.challenge=[redacted]&hub.verify_token=[redacted]',
      '/moje-integracje?state=[redacted]&code=[redacted]&scope=[redacted]',
      '/ustaw-haslo?code=[redacted]',
      '/ekran/:token',
      '/api/v1/no-such-route/abc?code=[redacted]',
      '/api/v1/diplomas?page=2&search=Ala',
    ]);
  });
});
