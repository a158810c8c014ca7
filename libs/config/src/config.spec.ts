import { loadConfig, plantingBaseUrl, runsPlantingSimulator, runsStravaSimulator, stravaUrls } from './config';
import { withDevelopmentAddresses } from './development-addresses.cjs';

/** Production settings that pass every check but Strava's. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  STRAVA_CLIENT_SECRET: 'secret',
  STRAVA_VERIFY_TOKEN: 'verify',
  PLANTING_BASE_URL: 'https://posadzimy.example',
  PLANTING_API_KEY: 'key',
};

describe('loadConfig', () => {
  it('has a working default for everything on a developer machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lesne', REDIS_URL: 'redis://127.0.0.1:6379', SEED_DEMO: false });
    expect(config.MAIL_CATCHER_PORT).toBeUndefined();
    // socket.io's own heartbeat
    expect(config).toMatchObject({ SOCKET_PING_INTERVAL_MS: 25_000, SOCKET_PING_TIMEOUT_MS: 20_000 });
  });

  it('reads flags and numbers, an empty value meaning unset', () => {
    expect(loadConfig({ SEED_DEMO: 'true', PORT: '8080', MAIL_CATCHER_PORT: '' })).toMatchObject({ SEED_DEMO: true, PORT: 8080, MAIL_CATCHER_PORT: undefined });
  });

  it('moves every development address with PORT: the app’s, the mail catcher’s the mail goes to, the simulators’', () => {
    expect(loadConfig({})).toMatchObject({ APP_URL: 'http://localhost:3000', SMTP_URL: 'smtp://127.0.0.1:1025', STRAVA_SIMULATOR_PORT: 3001, PLANTING_SIMULATOR_PORT: 3002 });
    expect(loadConfig({ PORT: '3300' })).toMatchObject({ APP_URL: 'http://localhost:3300', SMTP_URL: 'smtp://127.0.0.1:1325', STRAVA_SIMULATOR_PORT: 3301, PLANTING_SIMULATOR_PORT: 3302 });
    expect(loadConfig({ PORT: '3300', NODE_ENV: 'test' }).APP_URL).toBe('http://localhost:3300');
    // the catcher this copy runs, when it names one
    expect(loadConfig({ PORT: '3300', MAIL_CATCHER_PORT: '2600' }).SMTP_URL).toBe('smtp://127.0.0.1:2600');
  });

  it('keeps every development address that is set, and production’s as they are', () => {
    const set = { PORT: '3300', APP_URL: 'https://lesne.example', SMTP_URL: 'smtp://mail.example:25', STRAVA_SIMULATOR_PORT: '4001', PLANTING_SIMULATOR_PORT: '4002' };
    expect(loadConfig(set)).toMatchObject({ APP_URL: 'https://lesne.example', SMTP_URL: 'smtp://mail.example:25', STRAVA_SIMULATOR_PORT: 4001, PLANTING_SIMULATOR_PORT: 4002 });
    expect(loadConfig({ ...PRODUCTION, PORT: '3300' })).toMatchObject({ APP_URL: 'http://localhost:3000', SMTP_URL: 'smtp://127.0.0.1:1025' });
  });

  it('runs the mail catcher beside PORT under npm start, unless SMTP_URL names a server', () => {
    expect(withDevelopmentAddresses({ PORT: '3300' }, { runMailCatcher: true })).toMatchObject({ MAIL_CATCHER_PORT: '1325', SMTP_URL: 'smtp://127.0.0.1:1325' });
    expect(withDevelopmentAddresses({ PORT: '3300', SMTP_URL: 'smtp://mail.example:25' }, { runMailCatcher: true }).MAIL_CATCHER_PORT).toBeUndefined();
    expect(withDevelopmentAddresses({ PORT: '3300' }).MAIL_CATCHER_PORT).toBeUndefined();
    expect(withDevelopmentAddresses({ PORT: '3300', NODE_ENV: 'production' }, { runMailCatcher: true })).toEqual({ PORT: '3300', NODE_ENV: 'production' });
  });

  it('reads TRUST_PROXY as the number of trusted proxy hops, true and false meaning 1 and 0', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses development secrets and the mail catcher in production, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET.*ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), MAIL_CATCHER_PORT: '1025' })).toThrow(/MAIL_CATCHER_PORT/);
  });

  it('runs the tree-planting simulator only without PLANTING_BASE_URL and never in production, where the real service and key are required', () => {
    expect(runsPlantingSimulator(loadConfig({}))).toBe(true);
    expect(plantingBaseUrl(loadConfig({ PLANTING_SIMULATOR_PORT: '4100' }))).toBe('http://127.0.0.1:4100');
    const real = loadConfig({ PLANTING_BASE_URL: 'https://posadzimy.example' });
    expect(runsPlantingSimulator(real)).toBe(false);
    expect(plantingBaseUrl(real)).toBe('https://posadzimy.example');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PLANTING_BASE_URL.*PLANTING_API_KEY/);
  });

  it("reaches the Strava simulator outside production without a Strava address, and Strava's own in production", () => {
    const development = loadConfig({ STRAVA_SIMULATOR_PORT: '4001' });
    expect(runsStravaSimulator(development)).toBe(true);
    expect(stravaUrls(development)).toEqual({ oauthUrl: 'http://127.0.0.1:4001', apiUrl: 'http://127.0.0.1:4001/api/v3' });
    const production = loadConfig(PRODUCTION);
    expect(runsStravaSimulator(production)).toBe(false);
    expect(stravaUrls(production)).toEqual({ oauthUrl: undefined, apiUrl: undefined });
  });

  it('takes STRAVA_BASE_URL as OAuth at it and the API below /api/v3, and STRAVA_OAUTH_URL and STRAVA_API_URL over it', () => {
    expect(stravaUrls(loadConfig({ STRAVA_BASE_URL: 'http://127.0.0.1:4001/' }))).toEqual({ oauthUrl: 'http://127.0.0.1:4001', apiUrl: 'http://127.0.0.1:4001/api/v3' });
    expect(stravaUrls(loadConfig({ STRAVA_BASE_URL: 'http://sim:4001', STRAVA_API_URL: 'http://sim:4003' }))).toEqual({ oauthUrl: 'http://sim:4001', apiUrl: 'http://sim:4003' });
    const oauthOnly = loadConfig({ STRAVA_OAUTH_URL: 'https://www.strava.com' });
    expect(runsStravaSimulator(oauthOnly)).toBe(false);
    expect(stravaUrls(oauthOnly)).toEqual({ oauthUrl: 'https://www.strava.com', apiUrl: undefined });
    expect(() => loadConfig({ STRAVA_API_URL: 'ftp://strava.example' })).toThrow(/STRAVA_API_URL: an http or https address/);
  });

  it("refuses in production a plain-http Strava address and the shorthand at strava.com, which would pin Strava's API to /api/v3", () => {
    expect(() => loadConfig({ ...PRODUCTION, STRAVA_OAUTH_URL: 'http://127.0.0.1:3001' })).toThrow(/STRAVA_OAUTH_URL: an https address in production/);
    expect(() => loadConfig({ ...PRODUCTION, STRAVA_BASE_URL: 'https://www.strava.com' })).toThrow(/STRAVA_BASE_URL: leave it unset/);
    expect(stravaUrls(loadConfig({ ...PRODUCTION, STRAVA_BASE_URL: 'https://www.strava.com', STRAVA_API_URL: 'https://www.strava.com/api/v3' }))).toEqual({
      oauthUrl: 'https://www.strava.com',
      apiUrl: 'https://www.strava.com/api/v3',
    });
    expect(stravaUrls(loadConfig({ ...PRODUCTION, STRAVA_BASE_URL: 'https://strava-proxy.example' }))).toEqual({
      oauthUrl: 'https://strava-proxy.example',
      apiUrl: 'https://strava-proxy.example/api/v3',
    });
  });

  it('refuses a malformed value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/ENCRYPTION_KEY: must be base64 of exactly 32 bytes/);
  });

  it('serves metrics only with a token of 32 or more characters, an empty value meaning none', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 32 characters/);
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
  });
});
