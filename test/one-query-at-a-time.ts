import { Client } from 'pg';

/**
 * pg queues a query sent while its connection has one running and another waiting, with a
 * deprecation warning (pg 9 will refuse it). In our code that is a Promise.all over one
 * transaction's manager, so a test whose code does it fails. TypeORM's own schema tools do it
 * too: only a query sent from our code counts.
 */
const OUR_CODE = /\/(backend|workers|libs\/[^/]+)\/src\/(?![^\s)]*spec\.ts)/;
const queued: string[] = [];

type QueuingClient = Client & { _queryQueue: unknown[]; pipeline?: boolean };
const query = Client.prototype.query;
Client.prototype.query = function queryOneAtATime(this: QueuingClient, ...args: Parameters<Client['query']>) {
  // pg's own condition for its warning (lib/client.js)
  const stack = new Error('a query sent while its connection was busy').stack ?? '';
  if (this._queryQueue.length > 0 && !this.pipeline && OUR_CODE.test(stack)) queued.push(stack);
  return (query as (...rest: unknown[]) => unknown).apply(this, args);
} as Client['query'];

afterAll(() => {
  Client.prototype.query = query;
  expect(queued).toEqual([]);
});
