import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PATHS } from '@lesne/contracts';
import { loadConfig, type AppConfig } from '@lesne/config';
import { withDevelopmentAddresses } from '../../libs/config/src/development-addresses.cjs';
import { createWorkers } from '../../workers/src/workers.factory';
import { createApp } from '../src/app.factory';
import { MailboxStore } from '../src/dev-mailbox/mailbox.store';
import { eventually, Factory, freePort, linkIn, secondDatabase } from '../../test/stack';

/** Two development copies on one machine, set apart by PORT alone (and the data each keeps), as `npm start` starts them. */

interface Copy {
  config: AppConfig;
  app: NestFastifyApplication;
  workers: INestApplicationContext;
}

/** What to stop and drop, latest first, also of a copy that did not finish starting. */
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A PORT whose built-in services' ports (moved with it from 1025, 3001 and 3002 beside 3000) are free too. */
async function portWithRoomBeside(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if ((await Promise.all([port + 1, port + 2, port - 1975].map(isFree))).every(Boolean)) return port;
  }
}

/** A copy as `npm start` starts it on the port: API (catcher, Strava and tree-planting simulators inside) and workers, with a database and Redis keys of its own. */
async function startCopy(): Promise<Copy> {
  const port = await portWithRoomBeside();
  const database = await secondDatabase();
  cleanups.push(database.drop);
  const env = { NODE_ENV: 'development', PORT: String(port), DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `lesne-test-${randomBytes(4).toString('hex')}`, LOG_LEVEL: 'silent' };
  // npm start turns the mail catcher on (beside PORT); the configuration derives every other address itself
  const { MAIL_CATCHER_PORT } = withDevelopmentAddresses(env, { runMailCatcher: true });
  const config = loadConfig({ ...env, MAIL_CATCHER_PORT });
  const app = await createApp(config);
  cleanups.push(() => app.close());
  await app.listen(port, '127.0.0.1');
  const workers = await createWorkers(config);
  cleanups.push(() => workers.close());
  return { config, app, workers };
}

describe('two development copies side by side, PORT apart', () => {
  it('each mails into its own catcher, with links to itself, and has Strava push webhooks to itself', async () => {
    const first = await startCopy();
    const second = await startCopy();
    const [a, b] = [first, second].map((copy) => copy.config.PORT);
    expect(second.config).toMatchObject({ APP_URL: `http://localhost:${b}`, SMTP_URL: `smtp://127.0.0.1:${b - 1975}`, MAIL_CATCHER_PORT: b - 1975, STRAVA_SIMULATOR_PORT: b + 1, PLANTING_SIMULATOR_PORT: b + 2 });

    const people = await Promise.all([first, second].map((copy) => new Factory(copy.app.get(DataSource)).user()));
    for (const [index, copy] of [first, second].entries()) {
      await request(copy.app.getHttpServer()).post('/api/v1/auth/lost-password').send({ email: people[index].email }).expect(200);
    }
    const mailboxes = await eventually(async () => {
      const caught = await Promise.all([first, second].map((copy) => copy.app.get(MailboxStore).list()));
      expect(caught.map((mails) => mails.length)).toEqual([1, 1]);
      return caught;
    }, 20_000);
    expect(mailboxes.map(([mail]) => mail.to)).toEqual(people.map((person) => [person.email]));
    expect(mailboxes.map(([mail]) => linkIn(mail.text, PATHS.lostPassword).origin)).toEqual([a, b].map((port) => `http://localhost:${port}`));

    const callbacks = await eventually(async () => {
      const rows = await Promise.all([first, second].map((copy) => copy.app.get(DataSource).query('SELECT callback_url FROM strava_subscription')));
      expect(rows.map((found) => found.length)).toEqual([1, 1]);
      return rows.map(([row]) => row.callback_url);
    }, 20_000);
    expect(callbacks).toEqual([a, b].map((port) => `http://localhost:${port}/api/v1/strava/webhook`));
  });
});
