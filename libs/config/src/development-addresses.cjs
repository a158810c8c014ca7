// Development's own addresses, moved with PORT, so two copies on one machine never mail into or
// register webhooks at each other. Read by the config schema (config.ts) and by `npm start`
// (scripts/start.mjs), which runs before anything is built: hence plain CommonJS.

/** The port the addresses below are set for. */
const DEFAULT_PORT = 3000;

/** Where the built-in services listen beside a copy on DEFAULT_PORT; another PORT moves each by as much. */
const BESIDE_DEFAULT_PORT = { MAIL_CATCHER_PORT: 1025, STRAVA_SIMULATOR_PORT: 3001, PLANTING_SIMULATOR_PORT: 3002, CHAT_SIMULATOR_PORT: 3003 };

/**
 * The environment with development's addresses filled in wherever it leaves them unset: APP_URL
 * on the copy's PORT, the simulators' ports and the mail catcher's moved with it, SMTP_URL at the
 * catcher (MAIL_CATCHER_PORT when set). With `runMailCatcher` (npm start) MAIL_CATCHER_PORT too,
 * unless SMTP_URL names a server. Production's environment is answered as it is: there every
 * address is the deployment's.
 */
exports.withDevelopmentAddresses = function withDevelopmentAddresses(env, { runMailCatcher = false } = {}) {
  const port = Number(env.PORT || DEFAULT_PORT);
  // A PORT that is no port is the schema's to refuse.
  if (env.NODE_ENV === 'production' || !Number.isInteger(port) || port <= 0) return env;
  const beside = (name) => String(BESIDE_DEFAULT_PORT[name] + port - DEFAULT_PORT);
  const filled = { ...env };
  const unset = (name) => filled[name] === undefined || filled[name] === '';
  const fill = (name, value) => {
    if (unset(name)) filled[name] = value;
  };
  if (runMailCatcher && unset('SMTP_URL')) fill('MAIL_CATCHER_PORT', beside('MAIL_CATCHER_PORT'));
  fill('APP_URL', `http://localhost:${port}`);
  fill('SMTP_URL', `smtp://127.0.0.1:${unset('MAIL_CATCHER_PORT') ? beside('MAIL_CATCHER_PORT') : filled.MAIL_CATCHER_PORT}`);
  fill('STRAVA_SIMULATOR_PORT', beside('STRAVA_SIMULATOR_PORT'));
  fill('PLANTING_SIMULATOR_PORT', beside('PLANTING_SIMULATOR_PORT'));
  fill('CHAT_SIMULATOR_PORT', beside('CHAT_SIMULATOR_PORT'));
  return filled;
};
