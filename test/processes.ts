import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, migrateUnderLock } from '@lesne/db';

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

  /** Freezes the server (SIGSTOP): connections stay open and nothing is answered, as with a host gone quiet. */
  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
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

/** Debian's server binaries, newest major version first (the `postgresql` package puts them off PATH). */
function postgresBinary(name: 'initdb' | 'postgres'): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('no Postgres server under /usr/lib/postgresql');
  return join('/usr/lib/postgresql', versions[0], 'bin', name);
}

/** Postgres refuses to run as root, so as root the server runs as the `postgres` account. */
function serverAccount(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A Postgres cluster of the test's own in a temporary directory on a spare port, migrated
 * with the project's migrations: fault tests stop it, never the shared one.
 */
export class OwnPostgres {
  private process?: ChildProcess;
  private directory?: string;
  private readonly account = serverAccount();

  constructor(readonly port: number) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/lesne`;
  }

  /** The first start creates and migrates the cluster; later ones bring the same data back. */
  async start(): Promise<void> {
    const fresh = !this.directory;
    if (!this.directory) this.directory = this.initCluster();
    const options = ['-D', this.directory, '-p', String(this.port), '-k', this.directory, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'];
    this.process = spawn(postgresBinary('postgres'), options, { ...this.account, stdio: 'ignore' });
    await this.waitUntilReady();
    if (fresh) await this.migrate();
  }

  /** A fast shutdown, as an operator's restart: open sessions end with 57P01. */
  async stop(): Promise<void> {
    await kill(this.process, 'SIGINT');
  }

  async destroy(): Promise<void> {
    await this.stop();
    if (this.directory) rmSync(this.directory, { recursive: true, force: true });
    this.directory = undefined;
  }

  private initCluster(): string {
    const directory = mkdtempSync(join(tmpdir(), 'lesne-pg-'));
    if ('uid' in this.account) chownSync(directory, this.account.uid, this.account.gid);
    const options = ['-D', directory, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'];
    execFileSync(postgresBinary('initdb'), options, { ...this.account, stdio: 'ignore', env: { ...process.env, LC_ALL: 'C' } });
    return directory;
  }

  private async waitUntilReady(): Promise<void> {
    const child = this.process;
    for (let waited = 0; waited < 30_000; waited += 100) {
      if (child?.exitCode !== null) throw new Error(`Postgres on port ${this.port} exited while starting`);
      const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:${this.port}/postgres` });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`Postgres on port ${this.port} did not start within 30 s`);
  }

  private async migrate(): Promise<void> {
    const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${this.port}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE lesne').finally(() => admin.end());
    const dataSource = await new DataSource(dataSourceOptions(this.url)).initialize();
    try {
      await migrateUnderLock(dataSource);
    } finally {
      await dataSource.destroy();
    }
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

export async function kill(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}
