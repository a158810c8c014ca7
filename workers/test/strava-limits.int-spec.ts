import { STRAVA_CONSENT_VERSION, type MailTemplateParams } from '@lesne/contracts';
import { OperatorCondition, type User } from '@lesne/db';
import { renderMail } from '../src/mail/templates';
import { eventually, type Stack } from '../../test/stack';
import { StravaConditionsWatch } from '../src/strava/strava-conditions-watch';
import { StravaWorkersEnv } from './strava-test-kit';

let kit: StravaWorkersEnv;
let operator: User;
beforeAll(async () => {
  kit = await StravaWorkersEnv.start({ env: { STRAVA_ATHLETE_LIMIT: '10', METRICS_TOKEN }, strava: { athleteCap: 2 } });
  operator = await kit.stack.factory.user({ role: 'admin', name: 'Olga Operator' });
});
afterAll(async () => {
  await kit.close();
});

const METRICS_TOKEN = 'metrics-token-for-the-strava-limits-0123';
const stack = (): Stack => kit.stack;
const metrics = async () => (await stack().api().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
const watch = () => kit.workers!.get(StravaConditionsWatch).sweep();
const conditions = async () => (await stack().as(operator).get('/api/v1/admin/conditions').expect(200)).body.items as Array<{ kind: string; details: object }>;
/** The subjects of the operator mails queued to `email`, as they are sent (Polish). */
async function operatorMails(email: string): Promise<string[]> {
  const rows: Array<{ params: MailTemplateParams['operatorCondition'] }> = await stack().dataSource.query(
    `SELECT params FROM mail WHERE "to" = $1 AND template = 'operatorCondition' ORDER BY id`,
    [email],
  );
  return Promise.all(rows.map(async (row) => (await renderMail('operatorCondition', 'pl', row.params)).subject));
}

describe('Strava’s limits reach the operators and the participants', () => {
  it('the athlete cap: Strava’s capacity headers tell the places; the next participant sees why instead of the button; operators get a banner, a metric and one mail', async () => {
    const { participants } = await stack().factory.crew();
    await kit.connect(participants[0]);
    await kit.connect(participants[1]);
    const status = await stack().as(participants[2]).get('/api/v1/strava').set('Accept-Language', 'pl').expect(200);
    expect(status.body.connect).toEqual({ blocked: 'athleteCap', places: { taken: 2, limit: 2 } });

    await watch();
    await watch();
    expect(await conditions()).toEqual([expect.objectContaining({ kind: 'stravaAthleteCap', details: { taken: 2, limit: 2 } })]);
    expect(await operatorMails(operator.email)).toEqual(['Strava: wszystkie miejsca aplikacji są zajęte (2 z 2)']);
    const scraped = await metrics();
    expect(scraped).toContain('lesne_operator_condition{kind="stravaAthleteCap"} 1');
    expect(scraped).toContain('lesne_operator_condition{kind="stravaAppInactive"} 0');
    expect(scraped).toMatch(/lesne_strava_athletes\{measure="taken"\} 2\n[^]*lesne_strava_athletes\{measure="limit"\} 2/);

    // a place freed: the condition ends by itself, and the next participant may connect
    await stack().as(participants[1]).delete('/api/v1/strava').expect(200);
    await watch();
    expect(await conditions()).toEqual([]);
    expect(await metrics()).toContain('lesne_operator_condition{kind="stravaAthleteCap"} 0');
    expect((await stack().as(participants[2]).get('/api/v1/strava').expect(200)).body.connect.blocked).toBeNull();
    expect(await stack().dataSource.getRepository(OperatorCondition).findOneByOrFail({ kind: 'stravaAthleteCap' })).toMatchObject({ endedAt: expect.any(Date) });
  });

  it('an inactive app: jobs wait an hour instead of a minute, connecting says why, operators are told once, and it ends when Strava takes the app again', async () => {
    const { participants } = await stack().factory.crew();
    const athleteId = await kit.connect(participants[0]);
    await kit.importsFinished(participants[0].id);
    kit.strava.setAppInactive(true);
    kit.strava.recordActivity(athleteId, { distance: 5000 });
    await eventually(async () => expect((await kit.queue.getDelayed()).length).toBeGreaterThan(0));
    const [waiting] = await kit.queue.getDelayed();
    expect(waiting.delay).toBeGreaterThan(50 * 60_000);

    const refused = await stack().as(participants[1]).post('/api/v1/strava/code').set('Accept-Language', 'en')
      .send({ code: 'any', scope: 'read,activity:read_all', consent: { version: STRAVA_CONSENT_VERSION, onDisconnect: 'remove' } })
      .expect(503);
    expect(refused.body.message).toBe('Strava is not accepting connections from Forest Challenge right now. The platform administrator already knows. Until then, add your results by hand.');
    expect((await stack().as(participants[1]).get('/api/v1/strava').expect(200)).body.connect.blocked).toBe('appInactive');
    await watch();
    expect((await conditions()).map((condition) => condition.kind)).toContain('stravaAppInactive');
    expect(await operatorMails(operator.email)).toContain('Strava odrzuca aplikację Leśnego Wyzwania');

    kit.strava.setAppInactive(false);
    await kit.turnRateWindow();
    await eventually(async () => expect(await kit.results(participants[0].id)).toHaveLength(1));
    await watch();
    expect((await conditions()).map((condition) => condition.kind)).not.toContain('stravaAppInactive');
  });
});
