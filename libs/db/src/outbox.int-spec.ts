import 'reflect-metadata';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { OwnRedis } from '../../../test/processes';
import { eventually, freePort } from '../../../test/stack';
import { dataSourceOptions } from './data-source';
import { addToOutbox, OutboxPublisher } from './outbox';

/** Redis answers in milliseconds; the publisher gives it 2 s, and dropping a connection takes a moment more. */
const BOUNDED_MS = 5000;

/** How the promise settled within the time; a hang reads as 'still waiting'. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<'resolved' | 'rejected' | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const waiting = new Promise<'still waiting'>((resolve) => (timer = setTimeout(() => resolve('still waiting'), ms)));
  const outcome = await Promise.race([promise.then(() => 'resolved' as const, () => 'rejected' as const), waiting]);
  clearTimeout(timer);
  return outcome;
}

/** The connections Redis has open, this one's aside. */
async function otherClients(redis: OwnRedis): Promise<number> {
  const probe = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  try {
    const list = (await probe.call('CLIENT', 'LIST')) as string;
    return list.trim().split('\n').length - 1;
  } finally {
    probe.disconnect();
  }
}

let redis: OwnRedis;
let dataSource: DataSource;
let publisher: OutboxPublisher;

beforeAll(async () => {
  dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
});
afterAll(async () => {
  await dataSource.destroy();
});

beforeEach(async () => {
  redis = new OwnRedis(await freePort());
  await redis.start();
  publisher = new OutboxPublisher(dataSource, { url: redis.url, prefix: `lesne-test-${randomBytes(4).toString('hex')}` });
  // Redis goes away from a publisher at work: every queue's connection up, as Redis counts them.
  await eventually(async () => expect(await otherClients(redis)).toBe(Object.keys(QUEUES).length));
});
afterEach(async () => {
  redis.resume();
  await redis.kill();
});

describe('the outbox publisher while Redis is away', () => {
  it('closes within seconds when Redis does not answer, and leaves no connection behind', async () => {
    redis.pause();
    expect(await settledWithin(publisher.close(), BOUNDED_MS)).toBe('resolved');
    redis.resume();
    expect(await otherClients(redis)).toBe(0);
  });

  it('gives a flush up within seconds when Redis does not answer, leaving its rows to the sweep', async () => {
    await dataSource.transaction((manager) => addToOutbox(manager, { queue: QUEUES.events, name: 'events.closeEnded', data: {} }));
    redis.pause();
    expect(await settledWithin(publisher.flush(), BOUNDED_MS)).toBe('rejected');
    const [{ unpublished }] = await dataSource.query('SELECT COUNT(*)::int AS unpublished FROM outbox_message WHERE published_at IS NULL');
    expect(unpublished).toBe(1);
    redis.resume();
    await publisher.close();
  });

  it('closes while its connections are still starting, and their start failing afterwards raises nothing', async () => {
    redis.pause();
    const starting = new OutboxPublisher(dataSource, { url: redis.url, prefix: `lesne-test-${randomBytes(4).toString('hex')}` });
    expect(await settledWithin(starting.close(), BOUNDED_MS)).toBe('resolved');
    // past the publisher's 2 s for an answer: a start failing now, told to nobody, would be an unhandled error
    await new Promise((resolve) => setTimeout(resolve, 3000));
    redis.resume();
    await publisher.close();
  });

  it('closes when Redis is gone, and nothing of it reconnects once Redis is back', async () => {
    await redis.kill();
    // gone a moment already: ioredis has seen its connections close and is reconnecting
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await settledWithin(publisher.close(), BOUNDED_MS)).toBe('resolved');
    await redis.start();
    // ioredis would have retried within 2 s
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await otherClients(redis)).toBe(0);
  });
});
