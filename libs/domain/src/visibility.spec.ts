import { ACTIVITY_SOURCES, ROLES, type ActivitySource, type Role, type StravaImportItem } from '@lesne/contracts';
import {
  disclosure, emailWithheldWhen, importAsSeen, isOwnData, nameWithheldWhen, opensView, rankingVisible, SHARED_VIEWER, showsEmail, showsName, sourcesInTreeTotal, sourcesListed, VIEWS, type Disclosure,
  type View,
} from './visibility';

const COLUMNS = ROLES.flatMap((role) => [false, true].map((owner) => ({ role, owner })));
const columnName = ({ role, owner }: { role: Role; owner: boolean }) => `${role}:${owner ? 'owner' : 'other'}`;

/**
 * What each view shows of a result, by the result's source and who looks (`other`: someone
 * else's result, `owner`: the viewer's own). Written out by hand: a change of the rules changes
 * a line here, on purpose.
 */
const DISCLOSURES = `
view               source      admin:other   admin:owner   companyAdmin:other  companyAdmin:owner  regular:other  regular:owner
ownResults         manual      none          details       none                details             none           details
ownResults         file        none          details       none                details             none           details
ownResults         integrated  none          details       none                details             none           details
ranking            manual      treesInTotal  treesInTotal  treesInTotal        treesInTotal        treesInTotal   treesInTotal
ranking            file        treesInTotal  treesInTotal  treesInTotal        treesInTotal        treesInTotal   treesInTotal
ranking            integrated  treesInTotal  treesInTotal  treesInTotal        treesInTotal        treesInTotal   treesInTotal
podium             manual      treesInTotal  treesInTotal  treesInTotal        treesInTotal        treesInTotal   treesInTotal
podium             file        treesInTotal  treesInTotal  treesInTotal        treesInTotal        treesInTotal   treesInTotal
podium             integrated  treesInTotal  treesInTotal  treesInTotal        treesInTotal        treesInTotal   treesInTotal
officeScreen       manual      treesInTotal  treesInTotal  treesInTotal        treesInTotal        treesInTotal   treesInTotal
officeScreen       file        treesInTotal  treesInTotal  treesInTotal        treesInTotal        treesInTotal   treesInTotal
officeScreen       integrated  treesInTotal  treesInTotal  treesInTotal        treesInTotal        treesInTotal   treesInTotal
rankingRowDetails  manual      details       details       details             details             details        details
rankingRowDetails  file        details       details       details             details             details        details
rankingRowDetails  integrated  treesInTotal  details       treesInTotal        details             treesInTotal   details
approvals          manual      details       details       details             details             none           none
approvals          file        details       details       details             details             none           none
approvals          integrated  trees         trees         trees               trees               none           none
activityList       manual      details       details       details             details             none           none
activityList       file        details       details       details             details             none           none
activityList       integrated  none          none          none                none                none           none
csv                manual      details       details       details             details             none           none
csv                file        details       details       details             details             none           none
csv                integrated  none          none          none                none                none           none
diplomas           manual      treesInTotal  treesInTotal  treesInTotal        treesInTotal        none           none
diplomas           file        treesInTotal  treesInTotal  treesInTotal        treesInTotal        none           none
diplomas           integrated  treesInTotal  treesInTotal  treesInTotal        treesInTotal        none           none
userList           manual      none          none          none                none                none           none
userList           file        none          none          none                none                none           none
userList           integrated  none          none          none                none                none           none
importLog          manual      none          none          none                none                none           none
importLog          file        none          none          none                none                none           none
importLog          integrated  none          none          none                none                none           none
deletionRequests   manual      none          none          none                none                none           none
deletionRequests   file        none          none          none                none                none           none
deletionRequests   integrated  none          none          none                none                none           none
companyTotals      manual      aggregate     aggregate     aggregate           aggregate           aggregate      aggregate
companyTotals      file        aggregate     aggregate     aggregate           aggregate           aggregate      aggregate
companyTotals      integrated  aggregate     aggregate     aggregate           aggregate           aggregate      aggregate
`;

interface TableRow {
  view: View;
  source: ActivitySource;
  cells: Record<string, Disclosure>;
}

function parse(table: string): TableRow[] {
  const [header, ...lines] = table.trim().split('\n').map((line) => line.trim().split(/\s+/));
  return lines.map(([view, source, ...cells]) => ({
    view: view as View,
    source: source as ActivitySource,
    cells: Object.fromEntries(header.slice(2).map((column, index) => [column, cells[index] as Disclosure])),
  }));
}

const ROWS = parse(DISCLOSURES);

describe('who sees what of a result: view × source × role × owner', () => {
  it('has a line for every view and source, and a column for every role, owner or not', () => {
    expect(ROWS.map((row) => `${row.view} ${row.source}`).sort()).toEqual(VIEWS.flatMap((view) => ACTIVITY_SOURCES.map((source) => `${view} ${source}`)).sort());
    for (const row of ROWS) expect(Object.keys(row.cells).sort()).toEqual(COLUMNS.map(columnName).sort());
  });

  it.each(ROWS)('$view, a $source result', ({ view, source, cells }) => {
    const actual = Object.fromEntries(COLUMNS.map((viewer) => [columnName(viewer), disclosure(view, source, viewer)]));
    expect(actual).toEqual(cells);
  });

  it('never shows a Strava result with its figures to anyone but its owner', () => {
    for (const view of VIEWS) {
      for (const role of ROLES) expect([view, role, disclosure(view, 'integrated', { role, owner: false })]).not.toEqual([view, role, 'details']);
    }
  });
});

describe('which sources are our own data', () => {
  it('counts manual entries and uploaded files as ours, and Strava results as their owner’s', () => {
    expect([isOwnData('manual'), isOwnData('file'), isOwnData('integrated')]).toEqual([true, true, false]);
  });
});

describe('the sources a view lists, for the SQL that filters', () => {
  it('lists only our own data (manual and from files) in the activity list and its CSV', () => {
    for (const role of ['companyAdmin', 'admin'] as const) {
      expect(sourcesListed('activityList', { role, owner: false })).toEqual(['manual', 'file']);
      expect(sourcesListed('csv', { role, owner: false })).toEqual(['manual', 'file']);
    }
  });

  it('lists every source in the approvals (a Strava result without its figures)', () => {
    expect(sourcesListed('approvals', { role: 'companyAdmin', owner: false })).toEqual(['manual', 'integrated', 'file']);
  });

  it('lists someone else’s own-data results in an opened ranking row and sums their Strava trees; the owner sees all', () => {
    expect([sourcesListed('rankingRowDetails', SHARED_VIEWER), sourcesInTreeTotal('rankingRowDetails', SHARED_VIEWER)]).toEqual([['manual', 'file'], ['integrated']]);
    expect([sourcesListed('rankingRowDetails', { role: 'regular', owner: true }), sourcesInTreeTotal('rankingRowDetails', { role: 'regular', owner: true })]).toEqual([
      ['manual', 'integrated', 'file'],
      [],
    ]);
  });
});

/** Whose name each view shows: `name` the real one, `anon` the anonymous user, `-` none at all. */
const NAMES = `
view               person             admin:other  admin:owner  companyAdmin:other  companyAdmin:owner  regular:other  regular:owner
ranking            plain              name         name         name                name                name           name
ranking            hidesName          anon         name         anon                name                anon           name
ranking            deletionRequested  anon         name         anon                name                anon           name
podium             hidesName          anon         name         anon                name                anon           name
officeScreen       hidesName          anon         name         anon                name                anon           name
rankingRowDetails  hidesName          anon         name         anon                name                anon           name
rankingRowDetails  deletionRequested  anon         name         anon                name                anon           name
approvals          plain              name         name         name                name                -              -
approvals          hidesName          name         name         name                name                -              -
approvals          deletionRequested  anon         name         anon                name                -              -
activityList       hidesName          name         name         name                name                -              -
activityList       deletionRequested  anon         name         anon                name                -              -
csv                hidesName          name         name         name                name                -              -
csv                deletionRequested  anon         name         anon                name                -              -
diplomas           hidesName          name         name         name                name                -              -
diplomas           deletionRequested  anon         name         anon                name                -              -
userList           hidesName          name         name         name                name                -              -
userList           deletionRequested  anon         name         anon                name                -              -
importLog          deletionRequested  anon         name         -                   -                   -              -
deletionRequests   deletionRequested  -            -            -                   -                   -              -
companyTotals      plain              -            -            -                   -                   -              -
`;

/** Views that show no names at all. */
const NAMELESS: readonly View[] = ['deletionRequests', 'companyTotals'];

/** Whose e-mail address each view shows: `email` the address, `-` none. */
const EMAILS = `
view               person             admin:other  admin:owner  companyAdmin:other  companyAdmin:owner  regular:other  regular:owner
ranking            plain              -            -            -                   -                   -              -
rankingRowDetails  plain              -            -            -                   -                   -              -
approvals          plain              email        email        email               email               -              -
approvals          hidesName          email        email        email               email               -              -
approvals          deletionRequested  -            email        -                   email               -              -
activityList       deletionRequested  -            email        -                   email               -              -
csv                deletionRequested  -            email        -                   email               -              -
diplomas           plain              email        email        email               email               -              -
diplomas           deletionRequested  -            email        -                   email               -              -
userList           plain              email        email        email               email               -              -
userList           deletionRequested  -            email        -                   email               -              -
importLog          deletionRequested  -            email        -                   -                   -              -
deletionRequests   deletionRequested  email        email        -                   -                   -              -
companyTotals      plain              -            -            -                   -                   -              -
`;

const PEOPLE = {
  plain: { deletionRequested: false, hidesName: false },
  hidesName: { deletionRequested: false, hidesName: true },
  deletionRequested: { deletionRequested: true, hidesName: false },
} as const;

describe('whose name a view shows: view × person × role × owner', () => {
  it.each(parse(NAMES).map(({ view, source, cells }) => ({ view, person: source as unknown as keyof typeof PEOPLE, cells })))(
    '$view, a person $person',
    ({ view, person, cells }) => {
      const actual = Object.fromEntries(
        COLUMNS.map((viewer) => {
          const shown = showsName(view, viewer, PEOPLE[person]);
          return [columnName(viewer), !opensView(view, viewer.role) || NAMELESS.includes(view) ? '-' : shown ? 'name' : 'anon'];
        }),
      );
      expect(actual).toEqual(cells);
    },
  );

  it('gives the SQL of shared views both reasons to withhold a name, and of admins’ lists the deletion request only', () => {
    expect(nameWithheldWhen('ranking', SHARED_VIEWER)).toEqual(['deletionRequested', 'hiddenByChoice']);
    expect(nameWithheldWhen('ranking', { owner: true })).toEqual([]);
    expect(nameWithheldWhen('activityList', { owner: false })).toEqual(['deletionRequested']);
  });
});

describe('whose e-mail a view shows: view × person × role × owner', () => {
  it.each(parse(EMAILS).map(({ view, source, cells }) => ({ view, person: source as unknown as keyof typeof PEOPLE, cells })))(
    '$view, a person $person',
    ({ view, person, cells }) => {
      const actual = Object.fromEntries(COLUMNS.map((viewer) => [columnName(viewer), showsEmail(view, viewer, PEOPLE[person]) ? 'email' : '-']));
      expect(actual).toEqual(cells);
    },
  );

  it('shows addresses in the admins’ lists only, where it shows the name, and in the deletion requests without any name', () => {
    const shows = (role: Role) => VIEWS.filter((view) => showsEmail(view, { role, owner: false }, PEOPLE.plain));
    expect(shows('companyAdmin')).toEqual(['approvals', 'activityList', 'csv', 'diplomas', 'userList']);
    expect(shows('admin')).toEqual(['approvals', 'activityList', 'csv', 'diplomas', 'userList', 'importLog', 'deletionRequests']);
    expect(shows('regular')).toEqual([]);
    expect(emailWithheldWhen('userList', { role: 'companyAdmin', owner: false })).toEqual(['deletionRequested']);
    expect(emailWithheldWhen('deletionRequests', { role: 'admin', owner: false })).toEqual([]);
    expect(emailWithheldWhen('ranking', SHARED_VIEWER)).toBeNull();
  });
});

describe('what a re-import says of a person’s Strava activities', () => {
  const item = { imported: 12, skipped: { virtual: 1 }, removed: 2 } as unknown as StravaImportItem;

  it('counts them for their owner only: the operators’ log follows the import without them', () => {
    expect(importAsSeen(item, 'ownResults', { role: 'regular', owner: true })).toBe(item);
    expect(importAsSeen(item, 'importLog', { role: 'admin', owner: false })).toMatchObject({ imported: null, skipped: null, removed: null });
  });
});

describe('who sees the ranking', () => {
  it('shows a hidden ranking to company and platform admins only', () => {
    expect(rankingVisible('regular', true)).toBe(false);
    expect(rankingVisible('companyAdmin', true)).toBe(true);
    expect(rankingVisible('admin', true)).toBe(true);
  });

  it('shows a ranking that is not hidden to everyone', () => {
    for (const role of ROLES) expect(rankingVisible(role, false)).toBe(true);
  });
});
