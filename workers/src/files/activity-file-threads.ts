import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { ActivityFileParse } from '@lesne/contracts';
import type { ParseTask } from '@lesne/activity-files';

/**
 * Where the thread's code is: beside main.js in the workers' bundle (webpack.config.js builds
 * it), or the TypeScript source under ts-node and Jest, which the thread then compiles itself.
 */
function threadEntry(): { filename: string; execArgv: string[] } {
  if (!__filename.endsWith('.ts')) return { filename: join(__dirname, 'activity-file-thread.js'), execArgv: [] };
  return {
    filename: join(__dirname, '../../../libs/activity-files/src/parse-thread.ts'),
    execArgv: ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register'],
  };
}

/**
 * Threads reading files: one a core. They read at a low priority (parse-thread.ts), so a burst
 * of uploads uses every idle core and still leaves the queues, the API and Postgres theirs.
 */
export const PARSE_THREADS = availableParallelism();

/**
 * Reads activity files on worker threads: a 25 MB file takes seconds of CPU, which on the
 * queues' own thread would hold back every other job and live push.
 */
@Injectable()
export class ActivityFileThreads implements OnApplicationShutdown {
  private readonly pool = new Piscina<ParseTask, ActivityFileParse>({
    ...threadEntry(),
    name: 'parse',
    maxThreads: PARSE_THREADS,
    // a thread kept for a minute after its last file: uploads come in bursts
    idleTimeout: 60_000,
  });

  parse(fileName: string, content: Buffer, now: Date): Promise<ActivityFileParse> {
    return this.pool.run({ fileName, content, now });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
