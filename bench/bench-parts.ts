import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '@lesne/config';
import { JWT_ALGORITHM, jwtKey } from '../backend/src/access/jwt.strategy';
import { TokenService } from '../backend/src/access/token.service';
import { kill, spawnPart } from '../test/processes';
import { eventually, freePort } from '../test/stack';

export interface BenchParts {
  url: string;
  /** the env both parts run with (DATABASE_URL, PORT, LOG_LEVEL, REDIS_PREFIX and the caller's) */
  env: Record<string, string>;
  /** the workers process's pid, so a benchmark can read its memory and its Chromium's from /proc */
  workersPid: number;
  stop: () => Promise<void>;
}

/**
 * The API and the workers as processes of their own, as `npm start` runs them, on a free port
 * and a Redis prefix of this run; resolves once the API answers its health check.
 */
export async function startApiAndWorkers(name: string, env: Record<string, string>): Promise<BenchParts> {
  const [port, stravaSimulatorPort, plantingSimulatorPort] = [await freePort(), await freePort(), await freePort()];
  // The API runs its Strava and tree-planting simulators unless the caller points their base URLs elsewhere: on ports of their own, beside a running `npm start`.
  const partsEnv = { PORT: String(port), STRAVA_SIMULATOR_PORT: String(stravaSimulatorPort), PLANTING_SIMULATOR_PORT: String(plantingSimulatorPort), LOG_LEVEL: 'warn', REDIS_PREFIX: `lesne-bench-${name}-${Date.now()}`, ...env };
  const api = spawnPart('backend', partsEnv);
  const workers = spawnPart('workers', partsEnv);
  for (const part of [api, workers]) part.stderr?.pipe(process.stderr);
  const stop = async () => {
    await Promise.all([kill(workers, 'SIGTERM'), kill(api, 'SIGTERM')]);
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
  if (workers.pid === undefined) {
    await stop();
    throw new Error('the workers process did not start');
  }
  return { url, env: partsEnv, workersPid: workers.pid, stop };
}

/** Signs session tokens as the API does, so the bench acts as any seeded user without logging in. */
export function benchTokens(config: AppConfig): (userId: number) => string {
  const tokens = new TokenService(new JwtService({ secret: jwtKey(config), signOptions: { algorithm: JWT_ALGORITHM } }));
  return (userId) => tokens.issue({ id: userId, tokenVersion: 0 }, { remember: false });
}
