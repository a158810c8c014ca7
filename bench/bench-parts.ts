import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '@lesne/config';
import type { CreateOfficeScreenRequest, OfficeScreenLink } from '@lesne/contracts';
import { JWT_ALGORITHM, TokenService, jwtKey } from '../backend/src/access/token.service';
import { kill } from '../test/processes';
import { eventually, freePort } from '../test/stack';

interface Parts {
  url: string;
  /** the env the parts run with (DATABASE_URL, PORT, LOG_LEVEL, REDIS_PREFIX and the caller's) */
  env: Record<string, string>;
  pids: Record<'backend' | 'workers', number | undefined>;
  /** with cpuProfileDir: starts the parts' CPU profilers (after start-up and warm-up, so the profiles hold only what follows) */
  startProfiling: () => void;
  /** ends the parts; profiled ones write <pid>.cpuprofile into cpuProfileDir first */
  stop: () => Promise<void>;
}

const root = join(__dirname, '..');

/**
 * A part's built code on plain Node, as `npm start` runs it (the bench:* scripts build first when
 * the build is stale). Not through ts-node, as the tests start parts: ts-node loads Node's REPL,
 * which loads `domain`, which slows every event emitter of the process. Its output (warnings and
 * errors at LOG_LEVEL warn) goes to this process's own: a pipe nobody read would fill, and a part
 * writing its log synchronously would then stop.
 */
function startBuiltPart(part: 'backend' | 'workers', env: Record<string, string>) {
  return spawn(process.execPath, [join(root, 'dist', part, 'main.js')], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * The API (and the workers when asked) as processes of their own, built, as `npm start` runs them, on a
 * free port and a Redis prefix of this run; resolves once the API answers its health check.
 * With `cpuProfileDir` they run with a CPU profiler (bench/profiled-part.cjs) that startProfiling starts.
 */
export async function startParts(name: string, env: Record<string, string>, options: { workers: boolean; cpuProfileDir?: string }): Promise<Parts> {
  const [port, stravaSimulatorPort, plantingSimulatorPort] = [await freePort(), await freePort(), await freePort()];
  // The API runs its Strava and tree-planting simulators unless the caller points their base URLs elsewhere: on ports of their own, beside a running `npm start`.
  const partsEnv = { PORT: String(port), STRAVA_SIMULATOR_PORT: String(stravaSimulatorPort), PLANTING_SIMULATOR_PORT: String(plantingSimulatorPort), LOG_LEVEL: 'warn', REDIS_PREFIX: `lesne-bench-${name}-${Date.now()}`, ...env };
  const profiled: Record<string, string> = options.cpuProfileDir ? { NODE_OPTIONS: `--require ${PROFILED_PART}`, CPU_PROFILE_DIR: options.cpuProfileDir } : {};
  const api = startBuiltPart('backend', { ...partsEnv, ...profiled });
  const workers = options.workers ? startBuiltPart('workers', { ...partsEnv, ...profiled }) : undefined;
  let profiling = false;
  const startProfiling = () => {
    if (!options.cpuProfileDir) throw new Error('startParts was not asked for a cpuProfileDir');
    profiling = true;
    for (const part of [api, workers]) part?.kill('SIGWINCH');
  };
  // A profiler started by SIGWINCH writes its profile and exits at the next one.
  const stop = async () => {
    const signal = profiling ? 'SIGWINCH' : 'SIGTERM';
    await Promise.all([kill(workers, signal), kill(api, signal)]);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await eventually(async () => {
      if (!(await fetch(`${url}/api/v1/health`)).ok) throw new Error('API not up yet');
    }, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, env: partsEnv, pids: { backend: api.pid, workers: workers?.pid }, startProfiling, stop };
}

const PROFILED_PART = join(__dirname, 'profiled-part.cjs');

export interface BenchParts extends Parts {
  /** the workers process's pid, so a benchmark can read its memory and its Chromium's from /proc */
  workersPid: number;
}

/** The API and the workers as processes of their own, as `npm start` runs them (see startParts). */
export async function startApiAndWorkers(name: string, env: Record<string, string>, options: { cpuProfileDir?: string } = {}): Promise<BenchParts> {
  const parts = await startParts(name, env, { workers: true, ...options });
  if (parts.pids.workers === undefined) {
    await parts.stop();
    throw new Error('the workers process did not start');
  }
  return { ...parts, workersPid: parts.pids.workers };
}

/** A new office-screen link of the company admin's company, made as the SPA makes one: its token, the screen's credential. */
export async function officeScreenLink(apiUrl: string, adminToken: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v1/company/office-screens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ name: 'Lobby' } satisfies CreateOfficeScreenRequest),
  });
  if (response.status !== 201) throw new Error(`making an office-screen link answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as OfficeScreenLink).token;
}

/** Signs session tokens as the API does, so the bench acts as any seeded user without logging in. */
export function benchTokens(config: AppConfig): (userId: number) => string {
  const tokens = new TokenService(new JwtService({ secret: jwtKey(config), signOptions: { algorithm: JWT_ALGORITHM } }));
  return (userId) => tokens.issue({ id: userId, tokenVersion: 0 }, { remember: false });
}
