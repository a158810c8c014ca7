import { emailWithheldWhen, nameWithheldWhen, type NameWithheld, type View, type Viewer } from '@lesne/domain';

/*
 * A person's name and e-mail in SQL as a view of libs/domain's visibility rules shows them: the
 * queries that read, search or order people by them build their SQL from here, so a list never
 * shows, finds or places anyone by what the view withholds.
 */

/** Each reason to withhold a person, as a condition on the app_user row `alias`. */
const WITHHELD_SQL: Record<NameWithheld, (alias: string) => string> = {
  deletionRequested: (alias) => `${alias}.deletion_requested_at IS NOT NULL`,
  hiddenByChoice: (alias) => `${alias}.hide_name`,
};

/** The column, or NULL where one of the reasons holds for the row `alias`. */
function unlessWithheld(column: string, reasons: readonly NameWithheld[], alias: string): string {
  if (!reasons.length) return column;
  return `CASE WHEN NOT (${reasons.map((reason) => WITHHELD_SQL[reason](alias)).join(' OR ')}) THEN ${column} END`;
}

/** The name of the app_user row `alias` as the view shows it to the viewer; NULL for the anonymous user. */
export function nameAsSeenSql(view: View, viewer: Pick<Viewer, 'owner'>, alias: string): string {
  return unlessWithheld(`${alias}.name`, nameWithheldWhen(view, viewer), alias);
}

/** The e-mail of the app_user row `alias` as the view shows it to the viewer; NULL where it is withheld. */
export function emailAsSeenSql(view: View, viewer: Viewer, alias: string): string {
  const reasons = emailWithheldWhen(view, viewer);
  return reasons === null ? 'NULL::text' : unlessWithheld(`${alias}.email`, reasons, alias);
}

/** The row `alias` is found by the search parameter (`$2`, `:term`) in what the view shows of it: its name or e-mail. */
export function personSearchedSql(view: View, viewer: Viewer, alias: string, parameter: string): string {
  return `(${nameAsSeenSql(view, viewer, alias)} ILIKE ${parameter} OR ${emailAsSeenSql(view, viewer, alias)} ILIKE ${parameter})`;
}
