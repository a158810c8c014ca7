import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { EVENT_END_TYPES, type EventEndType } from '@lesne/contracts';
import { addDays, endsByTrees, eventStatus, pastEndDate, type EventDates } from '@lesne/domain';
import { dataSourceOptions } from '../index';
import { closeEventsPastEndDate, endsByTreesSql, eventStatusSql, pastEndDateSql } from './events.repository';
import { isTreeLimitReached } from './totals.repository';

/**
 * When an event ends is decided in libs/domain (eventStatus, pastEndDate) and in SQL (the
 * worker's close, the admin table's sort). Here both judge the same table of events.
 */
let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
});
afterAll(() => dataSource.destroy());

/** Long past, so the close below touches no event of the other tests sharing the database. */
const TODAY = '2001-06-15';

/** Every end type with first and last days around today, no last day, a closed event, and a last day before the first. */
function cases(): EventDates[] {
  const days = [-2, -1, 0, 1, 2].map((offset) => addDays(TODAY, offset));
  const dated = days.flatMap((dateFrom) => [null, ...days].map((dateTo) => ({ dateFrom, dateTo })));
  return EVENT_END_TYPES.flatMap((eventEndType: EventEndType) =>
    dated.flatMap(({ dateFrom, dateTo }) => [
      { dateFrom, dateTo, eventEndType, closedAt: null },
      { dateFrom, dateTo, eventEndType, closedAt: new Date('2001-06-01T10:00:00Z') },
    ]),
  );
}

async function insert(events: EventDates[]): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) {
    const [{ id }] = await dataSource.query(
      `INSERT INTO company (name, register_number, date_from, date_to, event_end_type, closed_at) VALUES ('Koniec', md5(random()::text), $1, $2, $3, $4) RETURNING id`,
      [event.dateFrom, event.dateTo, event.eventEndType, event.closedAt],
    );
    ids.push(id);
  }
  return ids;
}

describe('when an event ends, in SQL and in libs/domain', () => {
  const events = cases();
  let ids: number[];
  beforeAll(async () => {
    ids = await insert(events);
  });

  it('gives every event the status eventStatus gives it, and says past its end date when pastEndDate does', async () => {
    const rows: Array<{ id: number; status: string; past: boolean }> = await dataSource.query(
      `SELECT c.id, ${eventStatusSql('c', '$1::date')} AS status, ${pastEndDateSql('c', '$1::date')} AS past
         FROM company c WHERE c.id = ANY($2) ORDER BY c.id`,
      [TODAY, ids],
    );
    expect(rows.map(({ status, past }) => ({ status, past: past ?? false }))).toEqual(events.map((event) => ({ status: eventStatus(event, TODAY), past: pastEndDate(event, TODAY) })));
  });

  it('closes exactly the open events past their end date, once', async () => {
    const expected = ids.filter((_, index) => events[index].closedAt === null && pastEndDate(events[index], TODAY));
    expect(expected.length).toBeGreaterThan(0);
    const now = new Date('2001-06-15T00:01:00Z');
    const closed = await dataSource.transaction((manager) => closeEventsPastEndDate(manager, TODAY, now));
    expect([...closed].sort((a, b) => a - b)).toEqual(expected);
    expect(await dataSource.transaction((manager) => closeEventsPastEndDate(manager, TODAY, now))).toEqual([]);
  });
});

describe('which end types make the tree limit a cap, in SQL, in the trigger and in libs/domain', () => {
  it('the repositories\' SQL answers endsByTrees for every end type', async () => {
    const rows: Array<{ endType: EventEndType; capped: boolean }> = await dataSource.query(
      `SELECT c.event_end_type AS "endType", ${endsByTreesSql('c')} AS capped FROM unnest($1::event_end_type[]) AS c(event_end_type)`,
      [EVENT_END_TYPES],
    );
    expect(rows).toEqual(EVENT_END_TYPES.map((endType) => ({ endType, capped: endsByTrees(endType) })));
  });

  it('the trigger refuses trees past the limit exactly for the end types endsByTrees caps', async () => {
    for (const endType of EVENT_END_TYPES) {
      const [{ id }] = await dataSource.query(
        `INSERT INTO company (name, register_number, date_from, date_to, event_end_type, tree_limit, approved_trees)
         VALUES ('Limit', md5(random()::text), '2001-06-01', '2001-06-30', $1, 1, 1) RETURNING id`,
        [endType],
      );
      const counted = dataSource.transaction((manager) => manager.query('INSERT INTO approved_trees_change (company_id, trees) VALUES ($1, 1)', [id]));
      const refused = await counted.then(() => false, (error: unknown) => (isTreeLimitReached(error) ? true : Promise.reject(error)));
      expect({ endType, refused }).toEqual({ endType, refused: endsByTrees(endType) });
    }
  });
});
