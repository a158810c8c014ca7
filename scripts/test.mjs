#!/usr/bin/env node
// `npm test`: every test (pure rules, SPA components, API and workers against the real
// Postgres and Redis, the browser story in Debian's Chromium), on a database of its own; then,
// when no test was named, the cluster check (two API and two worker copies from the built code
// behind nginx).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensurePostgresClient, ensureServices, isFrontendStale, root } from './lib.mjs';

ensureDependencies();
await ensureServices(process.env);
const chromium = ensureChromium();
ensurePostgresClient();
if (isFrontendStale()) {
  const build = spawnSync('npm', ['run', 'build:frontend'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const jest = spawnSync(process.execPath, [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
const namedTests = process.argv.length > 2;
if (jest.status !== 0 || namedTests) process.exit(jest.status ?? 1);
const cluster = spawnSync(process.execPath, [join(root, 'scripts', 'check-cluster.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
process.exit(cluster.status ?? 1);
