import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import Redis from 'ioredis';

const root = join(__dirname, '..');

/** A Redis server of the test's own on a spare port: fault tests stop it, never the shared one. */
export class OwnRedis {
  private process?: ChildProcess;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const client = new Redis(this.url, { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
    client.on('error', () => undefined);
    await client.connect().catch(() => undefined);
    await client.ping();
    client.disconnect();
  }

  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}

/** The API or the workers as a process of their own (as in production, and so a test can kill it), run from source. */
export function spawnPart(part: 'backend' | 'workers', env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register', join(root, part, 'src/main.ts')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, TS_NODE_PROJECT: join(root, 'tsconfig.json'), TS_NODE_TRANSPILE_ONLY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}
