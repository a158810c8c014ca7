#!/usr/bin/env node
// `npm test`: every test (pure rules, SPA components, API and workers against the real
// Postgres and Redis, the browser story in Debian's Chromium), on a database of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, ensureServices, isFrontendStale, root } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

ensureDependencies();
await ensureServices(process.env);
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: the browser tests need it. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
if (isFrontendStale()) {
  const build = spawnSync('npm', ['run', 'build:frontend'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const jest = spawnSync(process.execPath, [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(jest.status ?? 1);
