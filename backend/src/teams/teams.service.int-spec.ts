import type { HttpException } from '@nestjs/common';
import type { Viewer } from '@lesne/domain';
import { startServices, type Services } from '../../../test/services';
import { TeamsModule } from './teams.module';
import { TeamsService } from './teams.service';

let services: Services;
let teams: TeamsService;
beforeAll(async () => {
  services = await startServices(TeamsModule);
  teams = services.get(TeamsService);
});
afterAll(() => services.close());

const companyAdmin: Viewer = { role: 'companyAdmin', owner: false };

/** The status and message key a refused call throws. */
async function refusal(call: Promise<unknown>): Promise<[number, string]> {
  const error = (await call.then(() => undefined, (thrown: unknown) => thrown)) as (HttpException & { key: string }) | undefined;
  if (!error) throw new Error('the call was not refused');
  return [error.getStatus(), error.key];
}

describe('teams belong to one company', () => {
  it("another company's team cannot be renamed, deleted or joined, nor another company's user moved: 404", async () => {
    const first = await services.factory.crew();
    const second = await services.factory.crew();
    const foreign = await teams.create(second.company.id, { name: 'Obcy' });
    const own = await teams.create(first.company.id, { name: 'Swoi' });

    expect(await refusal(teams.update(first.company.id, foreign.id, { name: 'Przejęty' }))).toEqual([404, 'teams.notFound']);
    expect(await refusal(teams.remove(first.company.id, foreign.id, 'pl'))).toEqual([404, 'teams.notFound']);
    expect(await refusal(teams.assign(first.company.id, first.participants[0].id, { team_id: foreign.id }, companyAdmin, null))).toEqual([404, 'teams.notFound']);
    expect(await refusal(teams.assign(first.company.id, second.participants[0].id, { team_id: own.id }, companyAdmin, null))).toEqual([404, 'users.notFound']);
    expect((await teams.list(first.company.id)).map((team) => team.name)).toEqual(['Swoi']);
    expect((await teams.list(second.company.id)).map((team) => team.name)).toEqual(['Obcy']);
  });

  it('with teams off, nothing about them can be read or changed: 403', async () => {
    const { company, participants } = await services.factory.crew({ teams: false });
    expect(await refusal(teams.list(company.id))).toEqual([403, 'teams.disabled']);
    expect(await refusal(teams.create(company.id, { name: 'Nope' }))).toEqual([403, 'teams.disabled']);
    expect(await refusal(teams.assign(company.id, participants[0].id, { delete: true }, companyAdmin, null))).toEqual([403, 'teams.disabled']);
  });

  it('a deleted team leaves its members in the company, without a team', async () => {
    const { company, participants } = await services.factory.crew();
    const team = await teams.create(company.id, { name: 'Buki' });
    const joined = await teams.assign(company.id, participants[0].id, { team_id: team.id }, companyAdmin, null);
    expect(joined.team).toEqual({ id: team.id, name: 'Buki' });
    await teams.remove(company.id, team.id, 'pl');
    const [member] = await services.dataSource.query('SELECT company_id, team_id FROM app_user WHERE id = $1', [participants[0].id]);
    expect(member).toEqual({ company_id: company.id, team_id: null });
  });
});
