import { chatHookUrlProblem } from './hook-urls';

const SLACK = 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX';
const SLACK_TRIGGER = 'https://hooks.slack.com/triggers/T00000000/1234567890/0123456789abcdef0123456789abcdef';
const TEAMS_POWER_PLATFORM =
  'https://default0123456789abcdef0123456789abcd.ef.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/0123456789abcdef0123456789abcdef/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=AbCdEf';
const TEAMS_LOGIC_APPS =
  'https://prod-12.westeurope.logic.azure.com:443/workflows/0123456789abcdef0123456789abcdef/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=AbCdEf';
const SIMULATOR = 'http://127.0.0.1:3004';

describe('chatHookUrlProblem', () => {
  it.each([
    ['slack', SLACK, null],
    ['slack', SLACK_TRIGGER, null],
    ['slack', `${SLACK}/`, null],
    ['teams', TEAMS_POWER_PLATFORM, null],
    ['teams', TEAMS_LOGIC_APPS, null],
    // the other platform's webhook
    ['slack', TEAMS_POWER_PLATFORM, 'wrongPlatform'],
    ['slack', TEAMS_LOGIC_APPS, 'wrongPlatform'],
    ['teams', SLACK, 'wrongPlatform'],
    // not a webhook at all
    ['slack', 'hooks.slack.com/services/T0/B0/x', 'invalid'],
    ['slack', 'not a url', 'invalid'],
    ['slack', '', 'invalid'],
    ['slack', SLACK.replace('https:', 'http:'), 'invalid'],
    ['slack', SLACK.replace('hooks.slack.com', 'hooks.slack.com:8443'), 'invalid'],
    ['slack', SLACK.replace('https://', 'https://user:secret@'), 'invalid'],
    ['slack', 'https://hooks.slack.com/', 'invalid'],
    ['slack', 'https://hooks.slack.com/services/T00000000', 'invalid'],
    ['slack', 'https://hooks.slack.com/api/chat.postMessage', 'invalid'],
    ['slack', SLACK.replace('hooks.slack.com', 'hooks.slack.com.evil.example'), 'invalid'],
    ['slack', SLACK.replace('hooks.slack.com', 'evilhooks.slack.com'), 'invalid'],
    ['slack', 'https://evil.example/services/T0/B0/x', 'invalid'],
    ['teams', 'https://contoso.webhook.office.com/webhookb2/a@b/IncomingWebhook/c/d', 'invalid'],
    ['teams', 'https://prod-12.westeurope.logic.azure.com/subscriptions/x', 'invalid'],
    ['teams', TEAMS_LOGIC_APPS.replace('logic.azure.com', 'logic.azure.com.evil.example'), 'invalid'],
    ['teams', TEAMS_LOGIC_APPS.replace('.logic.azure.com', '-logic.azure.com'), 'invalid'],
    ['teams', TEAMS_POWER_PLATFORM.replace('https:', 'http:'), 'invalid'],
    ['teams', `https://evil.example/workflows/abc`, 'invalid'],
    ['teams', `${SIMULATOR}/teams/workflows/abc`, 'invalid'],
  ] as const)('for %s, %s: %p', (platform, url, expected) => {
    expect(chatHookUrlProblem(platform, url, {})).toBe(expected);
  });

  it('refuses a URL over 2048 characters', () => {
    expect(chatHookUrlProblem('slack', `${SLACK}${'x'.repeat(2048 - SLACK.length)}`)).toBeNull();
    expect(chatHookUrlProblem('slack', `${SLACK}${'x'.repeat(2049 - SLACK.length)}`)).toBe('invalid');
  });

  it("takes any address on an allowed origin (the simulator's) for either platform, plain http included", () => {
    const options = { allowedOrigins: [SIMULATOR] };
    expect(chatHookUrlProblem('slack', `${SIMULATOR}/slack/services/T000/B000/abc`, options)).toBeNull();
    expect(chatHookUrlProblem('teams', `${SIMULATOR}/teams/workflows/abc`, options)).toBeNull();
    expect(chatHookUrlProblem('teams', `${SIMULATOR}/`, { allowedOrigins: [`${SIMULATOR}/`] })).toBeNull();
    expect(chatHookUrlProblem('slack', 'http://127.0.0.1:3005/slack/services/T000/B000/abc', options)).toBe('invalid');
    expect(chatHookUrlProblem('slack', 'http://user:pw@127.0.0.1:3004/slack/services/T000/B000/abc', options)).toBe('invalid');
    expect(chatHookUrlProblem('slack', SLACK, options)).toBeNull();
  });
});
