import { ACTIVITY_SOURCES, ROLES_ADMITTED, type ActivitySource, type Audience, type Role, type StravaImportItem } from '@lesne/contracts';

/*
 * Who sees what of a person's results and name: the one home of these rules. The API's views
 * (backend/src/activities/activity-view.ts, the ranking, the office screen, the diplomas) and the
 * SQL that filters or withholds (libs/db) take their answers from here; docs/architecture.md,
 * "Who sees what", is the same table in prose.
 *
 * Strava's API agreement (since 2024-11-11) lets an app show what a user's Strava account provides
 * only to that user: kilometres, sport type, times, activity counts and lists. Everyone else sees
 * our own figures (trees, place) and the aggregates of many people (the company's totals).
 */

/**
 * Sources whose figures only their owner may see. Every other source is our own data, shown as
 * the view allows: manual entries, and uploaded files, since the file is the participant's own
 * and no provider's terms govern it.
 */
const OWNER_ONLY_SOURCES: ReadonlySet<ActivitySource> = new Set<ActivitySource>(['integrated']);

/** Whether a result's figures are our own data (anything but Strava's). */
export function isOwnData(source: ActivitySource): boolean {
  return !OWNER_ONLY_SOURCES.has(source);
}

/** Every place a person's results (or their sums) are shown. */
export const VIEWS = [
  /** the owner's own screens: My results, their own opened ranking row, `user:totals`, their data export */
  'ownResults',
  /** the ranking pages of users and teams (GET /ranking), the user's place included */
  'ranking',
  /** places 1 to 3 of a closed event (GET /ranking?page=0) */
  'podium',
  /** the public lobby screen (GET /office-screen/:token), its totals aside */
  'officeScreen',
  /** someone else's opened ranking row (GET /activity/user?user_id=) */
  'rankingRowDetails',
  /** the company admins' review: pending and flagged entries */
  'approvals',
  /** the company admins' activity list (GET /company/activities) and its summary */
  'activityList',
  /** the same list as a file (GET /company/activities.csv) */
  'csv',
  /** the admins' diploma table, the printed diploma and its public check */
  'diplomas',
  /** the users table of company and platform admins */
  'userList',
  /** the platform admins' log of Strava re-imports (GET /strava/imports, `strava:import` to the platform room) */
  'importLog',
  /** the platform admins' list of pending deletion requests, to carry one out or withdraw it (GET /account-deletion/requests) */
  'deletionRequests',
  /** the company's sums: home's summary, the office screen's totals, `totals:changed`, the certificate, the events list */
  'companyTotals',
] as const;
export type View = (typeof VIEWS)[number];

/**
 * What a view shows of one result:
 * - `details`: listed with its figures (day, time, type, km) and trees;
 * - `trees`: listed with whose it is, its trees, status and why it was held, and a "View on Strava"
 *   link; none of the source's figures;
 * - `treesInTotal`: not listed; its trees count in a total shown (a ranking row, a diploma, the
 *   line under an opened row);
 * - `aggregate`: in the sums of a whole company only (km and trees);
 * - `none`: nowhere in the view.
 */
export type Disclosure = 'details' | 'trees' | 'treesInTotal' | 'aggregate' | 'none';

/** Who looks: their role, and whether the result (or the row) is their own. */
export interface Viewer {
  role: Role;
  owner: boolean;
}

/** Why a person's name is kept off a view. */
export type NameWithheld = 'deletionRequested' | 'hiddenByChoice';

/**
 * - `shared`: colleagues and screens see the name, unless the person asked for their account's
 *   deletion or hides their name; the owner sees their own;
 * - `admin`: the real name, whatever the person chose to show colleagues (admins must know whose
 *   entry it is), unless the person asked for their account's deletion: from the request on,
 *   admins too see the anonymous user, and nothing new may put the name back (no diploma name
 *   set, nothing printed: libs/domain diplomas.ts);
 * - `none`: no name in the view.
 */
type NameRule = 'shared' | 'admin' | 'none';

/** Why each rule withholds a person's name from anyone but its owner. */
const NAME_WITHHELD: Readonly<Record<NameRule, readonly NameWithheld[]>> = {
  shared: ['deletionRequested', 'hiddenByChoice'],
  admin: ['deletionRequested'],
  none: [],
};

/**
 * E-mail addresses, never public: `withName` where the view shows the person's name (an
 * anonymous user has no address either), `always` where the address is what the view is for,
 * `never`.
 */
type EmailRule = 'withName' | 'always' | 'never';

interface ViewRule {
  /** who may open the view (the routes' @Access level); `public`: anyone holding the link */
  audience: Audience;
  /** a result of our own data, and one from a source only its owner may see */
  ownData: Disclosure;
  ownerOnlyData: Disclosure;
  /** the view shows one person's results: its owner sees every one in full */
  ownerSeesAll: boolean;
  /** only the owner opens it (their own screens) */
  ownerOnly: boolean;
  names: NameRule;
  emails: EmailRule;
}

/**
 * The table. Shared views answer alike to whoever asks, their owner too: a ranking page is kept
 * for the whole company, and the owner has their own screens for the details.
 */
const VIEW_RULES: Readonly<Record<View, ViewRule>> = {
  ownResults: { audience: 'participant', ownData: 'details', ownerOnlyData: 'details', ownerSeesAll: true, ownerOnly: true, names: 'shared', emails: 'never' },
  ranking: { audience: 'participant', ownData: 'treesInTotal', ownerOnlyData: 'treesInTotal', ownerSeesAll: false, ownerOnly: false, names: 'shared', emails: 'never' },
  podium: { audience: 'participant', ownData: 'treesInTotal', ownerOnlyData: 'treesInTotal', ownerSeesAll: false, ownerOnly: false, names: 'shared', emails: 'never' },
  officeScreen: { audience: 'public', ownData: 'treesInTotal', ownerOnlyData: 'treesInTotal', ownerSeesAll: false, ownerOnly: false, names: 'shared', emails: 'never' },
  rankingRowDetails: { audience: 'participant', ownData: 'details', ownerOnlyData: 'treesInTotal', ownerSeesAll: true, ownerOnly: false, names: 'shared', emails: 'never' },
  approvals: { audience: 'companyAdmin', ownData: 'details', ownerOnlyData: 'trees', ownerSeesAll: false, ownerOnly: false, names: 'admin', emails: 'withName' },
  activityList: { audience: 'companyAdmin', ownData: 'details', ownerOnlyData: 'none', ownerSeesAll: false, ownerOnly: false, names: 'admin', emails: 'withName' },
  csv: { audience: 'companyAdmin', ownData: 'details', ownerOnlyData: 'none', ownerSeesAll: false, ownerOnly: false, names: 'admin', emails: 'withName' },
  diplomas: { audience: 'companyAdmin', ownData: 'treesInTotal', ownerOnlyData: 'treesInTotal', ownerSeesAll: false, ownerOnly: false, names: 'admin', emails: 'withName' },
  userList: { audience: 'companyAdmin', ownData: 'none', ownerOnlyData: 'none', ownerSeesAll: false, ownerOnly: false, names: 'admin', emails: 'withName' },
  importLog: { audience: 'admin', ownData: 'none', ownerOnlyData: 'none', ownerSeesAll: false, ownerOnly: false, names: 'admin', emails: 'withName' },
  // The request is the person's own: to act on it (carry it out, or withdraw it at the person's word, which comes from their
  // address) the platform admin needs the account, which the address tells, and not the name, which is on its way out.
  deletionRequests: { audience: 'admin', ownData: 'none', ownerOnlyData: 'none', ownerSeesAll: false, ownerOnly: false, names: 'none', emails: 'always' },
  companyTotals: { audience: 'public', ownData: 'aggregate', ownerOnlyData: 'aggregate', ownerSeesAll: false, ownerOnly: false, names: 'none', emails: 'never' },
};

/** Whether someone of this role may open the view at all. */
export function opensView(view: View, role: Role): boolean {
  const { audience } = VIEW_RULES[view];
  return audience === 'public' || ROLES_ADMITTED[audience].includes(role);
}

/** What the view shows the viewer of a result from this source. */
export function disclosure(view: View, source: ActivitySource, viewer: Viewer): Disclosure {
  const rule = VIEW_RULES[view];
  if (!opensView(view, viewer.role) || (rule.ownerOnly && !viewer.owner)) return 'none';
  if (rule.ownerSeesAll && viewer.owner) return 'details';
  return isOwnData(source) ? rule.ownData : rule.ownerOnlyData;
}

/** Whether the view lists a result of this source, with its figures or without. */
export function listsResult(view: View, source: ActivitySource, viewer: Viewer): boolean {
  const shown = disclosure(view, source, viewer);
  return shown === 'details' || shown === 'trees';
}

/** The sources whose results the view lists: SQL filters by these. */
export function sourcesListed(view: View, viewer: Viewer): ActivitySource[] {
  return ACTIVITY_SOURCES.filter((source) => listsResult(view, source, viewer));
}

/** The sources the view does not list but counts in a total of trees it shows (the line under an opened row). */
export function sourcesInTreeTotal(view: View, viewer: Viewer): ActivitySource[] {
  return ACTIVITY_SOURCES.filter((source) => disclosure(view, source, viewer) === 'treesInTotal');
}

/** Why names are withheld in the view: the SQL that reads names builds its condition from these. */
export function nameWithheldWhen(view: View, viewer: Pick<Viewer, 'owner'>): readonly NameWithheld[] {
  return viewer.owner ? [] : NAME_WITHHELD[VIEW_RULES[view].names];
}

/** What the rules ask of a person: whether they asked for their account's deletion (anonymised accounts too), whether they hide their name. */
export interface Person {
  deletionRequested: boolean;
  hidesName: boolean;
}

const WITHHOLDS: Readonly<Record<NameWithheld, (person: Person) => boolean>> = {
  deletionRequested: (person) => person.deletionRequested,
  hiddenByChoice: (person) => person.hidesName,
};

/** Whether the view shows this person's name to the viewer (false: the anonymous user). */
export function showsName(view: View, viewer: Viewer, person: Person): boolean {
  if (!opensView(view, viewer.role) || VIEW_RULES[view].names === 'none') return false;
  return !nameWithheldWhen(view, viewer).some((reason) => WITHHOLDS[reason](person));
}

/** Why e-mail addresses are withheld in the view, for the SQL that reads them; null: the view shows none at all. */
export function emailWithheldWhen(view: View, viewer: Viewer): readonly NameWithheld[] | null {
  const { emails } = VIEW_RULES[view];
  if (!opensView(view, viewer.role) || emails === 'never') return null;
  return emails === 'always' ? [] : nameWithheldWhen(view, viewer);
}

/** Whether the view shows this person's e-mail address to the viewer (admins' lists, where it shows their name). */
export function showsEmail(view: View, viewer: Viewer, person: Person): boolean {
  const withheld = emailWithheldWhen(view, viewer);
  return withheld !== null && !withheld.some((reason) => WITHHOLDS[reason](person));
}

/**
 * A re-import as the view shows it: the counts of the person's Strava activities (imported,
 * skipped, removed) only where the view shows Strava results at all, their owner's own screens;
 * the operators' log follows its state and pages without them.
 */
export function importAsSeen(item: StravaImportItem, view: View, viewer: Viewer): StravaImportItem {
  return disclosure(view, 'integrated', viewer) === 'none' ? { ...item, imported: null, skipped: null, removed: null } : item;
}

/** A viewer who is nobody's owner: what the shared views answer to everyone (their pages are cached for the whole company). */
export const SHARED_VIEWER: Viewer = { role: 'regular', owner: false };

/** Company and platform admins see the ranking even when the company hides it from participants. */
export function seesHiddenRanking(role: Role): boolean {
  return role !== 'regular';
}

/** Whether someone of this role sees the ranking of a company that hides it or not. */
export function rankingVisible(role: Role, hideRanking: boolean): boolean {
  return !hideRanking || seesHiddenRanking(role);
}
