import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { dataSourceOptions } from './data-source';
import { addToOutbox, onOutboxCommitted } from './outbox';
import { afterCommit, inTransaction } from './transactions';

let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
});
afterAll(() => dataSource.destroy());

const JOB = { queue: QUEUES.events, name: 'events.closeEnded', data: {} } as const;
/** Marks this file's rows, so it removes only its own. */
const MARK = `after-commit-${process.pid}`;

describe('the after-commit hook', () => {
  it('runs once the transaction has committed, once per key, and never after a rollback', async () => {
    const ran: string[] = [];
    await inTransaction(dataSource, async (manager) => {
      afterCommit(manager, 'a', () => ran.push('a'));
      afterCommit(manager, 'a', () => ran.push('a again'));
      afterCommit(manager, 'b', () => ran.push('b'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['a', 'b']);

    await expect(
      inTransaction(dataSource, async (manager) => {
        afterCommit(manager, 'c', () => ran.push('c'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual(['a', 'b']);
  });

  it('tells the outbox publisher once per committed transaction that wrote to the outbox', async () => {
    let told = 0;
    const stop = onOutboxCommitted(dataSource, () => told++);
    try {
      await inTransaction(dataSource, async (manager) => {
        await addToOutbox(manager, JOB, MARK);
        await addToOutbox(manager, JOB, MARK);
        expect(told).toBe(0);
      });
      expect(told).toBe(1);

      await inTransaction(dataSource, async (manager) => {
        await addToOutbox(manager, JOB, MARK);
        throw new Error('refused');
      }).catch(() => undefined);
      expect(told).toBe(1);

      // Outside a transaction the row commits as it is written.
      await addToOutbox(dataSource.manager, JOB, MARK);
      expect(told).toBe(2);
    } finally {
      stop();
      await dataSource.query('DELETE FROM outbox_message WHERE request_id = $1', [MARK]);
    }
  });
});
