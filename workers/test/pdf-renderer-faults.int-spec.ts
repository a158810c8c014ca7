import { execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { addDays, warsawDay } from '@lesne/domain';
import { Diploma, User } from '@lesne/db';
import { eventually, startStack, type Stack } from '../../test/stack';
import { kill, spawnPart } from '../../test/processes';

/**
 * A worker killed after it printed (kill -9, the OOM killer): its Chromium must not outlive it.
 * Puppeteer starts Chromium in a process group of its own, so nothing the kernel does to the
 * worker reaches it by itself; before, each such kill left about ten Chromium processes under PID 1.
 */

/** Every process under the given one. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** The process's name and state from /proc; null once it is gone. */
function processOf(pid: number): { name: string; state: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), state: stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) };
  } catch {
    return null;
  }
}

/** Those of the processes still running as Chromium (a zombie has ended; a reused pid is another program). */
const runningChromium = (pids: number[]) => pids.filter((pid) => processOf(pid)?.name === 'chromium' && processOf(pid)?.state !== 'Z');

let stack: Stack;
let workers: ChildProcess | undefined;
/** The killed worker's Chromium processes: the test ends any left, since its worker started them. */
let chromium: number[] = [];
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(async () => {
  await kill(workers);
  for (const pid of runningChromium(chromium)) process.kill(pid, 'SIGKILL');
  await stack.close();
});

describe('a worker killed after printing', () => {
  it('leaves none of its Chromium processes running', async () => {
    const today = warsawDay(new Date());
    const company = await stack.factory.company({ dateFrom: addDays(today, -30), dateTo: addDays(today, -1), closedAt: new Date(), orderPaid: true, treeSum: 1000 });
    const admin = await stack.factory.user({ company, role: 'companyAdmin' });
    const participant = await stack.factory.user({ company });
    await stack.dataSource.getRepository(User).update({ id: participant.id }, { treeSum: 3 });
    const { DATABASE_URL, REDIS_PREFIX, REDIS_URL } = stack.config;
    workers = spawnPart('workers', { DATABASE_URL, REDIS_PREFIX, REDIS_URL, SMTP_URL: 'smtp://127.0.0.1:9' });
    await stack.as(admin).post('/api/v1/diplomas').send({ user_id: participant.id, lang: 'pl' }).expect(202);
    await eventually(async () => expect(await stack.dataSource.getRepository(Diploma).countBy({ userId: participant.id })).toBe(1), 90_000);
    chromium = runningChromium(descendants(workers.pid!));
    expect(chromium.length).toBeGreaterThan(1);

    await kill(workers);
    await eventually(async () => expect(runningChromium(chromium)).toEqual([]), 10_000);
  }, 150_000);
});
