#!/usr/bin/env node
// `npm start`: the whole product with demo data on one URL. Plain Node (no dependencies),
// because it is what runs first on a fresh clone, before anything is installed or built.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { withDevelopmentAddresses } from '../libs/config/src/development-addresses.cjs';
import { ensureBuild, ensureChromium, ensureDependencies, ensureServices, root } from './lib.mjs';

// Outside production every address follows PORT (libs/config), so a second copy on PORT=3300 keeps
// to its own; the API runs the mail catcher there unless SMTP_URL names a server. The API and the
// workers get the same filled-in environment.
const env = withDevelopmentAddresses(
  { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', PORT: process.env.PORT ?? '3000', SEED_DEMO: process.env.SEED_DEMO ?? 'true' },
  { runMailCatcher: true },
);
const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
// Without a Strava address the API runs the built-in Strava simulator (libs/config, runsStravaSimulator).
const stravaSimulatorUrl =
  env.NODE_ENV !== 'production' && !env.STRAVA_BASE_URL && !env.STRAVA_OAUTH_URL && !env.STRAVA_API_URL ? `http://127.0.0.1:${env.STRAVA_SIMULATOR_PORT}/sim` : undefined;
// Likewise the tree-planting simulator without PLANTING_BASE_URL (runsPlantingSimulator).
const plantingSimulatorUrl = env.NODE_ENV !== 'production' && !env.PLANTING_BASE_URL ? `http://127.0.0.1:${env.PLANTING_SIMULATOR_PORT}/` : undefined;
// And in the demo, Slack and Teams (runsChatSimulator): its hook addresses can be connected in the event's settings.
const chatSimulatorUrl = env.NODE_ENV !== 'production' && ['true', '1'].includes(String(env.SEED_DEMO)) ? `http://127.0.0.1:${env.CHAT_SIMULATOR_PORT}/` : undefined;

ensureDependencies();
await ensureServices(env);
// The workers print diplomas and certificates with Debian's Chromium and a font with Polish letters.
env.CHROMIUM_PATH = ensureChromium(env, undefined, { required: false });
ensureBuild(env);

const children = [];
function run(name, entry) {
  const child = spawn(process.execPath, [join(root, entry)], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('API', 'dist/backend/main.js');
await waitForHealth(`http://127.0.0.1:${env.PORT}/api/v1/health`);
run('Workers', 'dist/workers/main.js');
// Let the workers' start-up lines pass, so the logins stay on screen.
await new Promise((resolve) => setTimeout(resolve, 3000));

console.log(`
Leśne Wyzwanie is running on ${appUrl}
  Demo logins (password Demo1234!):
    admin@lesne.demo      platform admin
    admin@zielona.demo    company admin of "Zielona Firma"
    anna@zielona.demo     participant of "Zielona Firma"
  Invitation link:  ${appUrl}/rejestracja?code=zielona-demo
  Sent e-mails:     ${appUrl}/dev/mailbox${stravaSimulatorUrl ? `\n  Strava simulator: ${stravaSimulatorUrl}  (act as an athlete: record, edit, hide, delete a run)` : ''}${plantingSimulatorUrl ? `\n  Tree-planting simulator: ${plantingSimulatorUrl}  (the companies' certificates left)` : ''}${chatSimulatorUrl ? `\n  Slack and Teams simulator: ${chatSimulatorUrl}  (what was posted; connect ${chatSimulatorUrl}slack/services/T000/B000/demo in the event's settings)` : ''}
Press Ctrl+C to stop.
`);

async function waitForHealth(url) {
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (stopping) return;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`The API did not answer ${url} within 2 minutes.`);
  stop(1);
}
