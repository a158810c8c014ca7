/** A place of the final podium, as the ranking shows it. */
export interface DigestPodiumPlace {
  place: number;
  name: string;
  trees: number;
}

/** The participant's own week and totals; their own data, so Strava's figures too. */
export interface DigestOwnFigures {
  weekTrees: number;
  weekKm: number;
  trees: number;
  km: number;
  /** their place now and at the week's start; null without a result then, or when the ranking is hidden from them */
  place: number | null;
  placeBefore: number | null;
  /** how many hold a place */
  ranked: number;
}

/** The participant's team: its place among the teams with results (null when the ranking is hidden from them), its trees. */
export interface DigestTeam {
  name: string;
  place: number | null;
  teams: number;
  trees: number;
}

/** The company's trees and how its event ends. */
export interface DigestCompany {
  trees: number;
  weekTrees: number;
  /** set when the tree limit ends the event */
  treeLimit: number | null;
  /** set when a date ends the event (YYYY-MM-DD), and the whole days left to it */
  dateTo: string | null;
  daysLeft: number | null;
}

/** What a company admin is told besides: the event's week as seen from the panel. */
export interface DigestAdminFigures {
  people: number;
  activeThisWeek: number;
  newThisWeek: number;
  pending: number;
  flagged: number;
}

/**
 * One person's weekly digest (docs/product.md#weekly-digest): the figures only, kept on the mail's
 * row and rendered when it is sent, in the person's language.
 */
export interface WeeklyDigestParams {
  name: string;
  companyName: string;
  /** `weekly` on Mondays while the event runs; `final` once, after it closed */
  kind: 'weekly' | 'final';
  /** the week summed up, Monday to Sunday (YYYY-MM-DD) */
  weekFrom: string;
  weekTo: string;
  own: DigestOwnFigures;
  team: DigestTeam | null;
  company: DigestCompany;
  /** the final podium (places 1 to 3) when the ranking is shown to the person */
  podium: DigestPodiumPlace[] | null;
  admin: DigestAdminFigures | null;
  /** the panel's home */
  link: string;
  /** the page that turns the digest off after a click, and the address mail clients post to (RFC 8058) */
  unsubscribePage: string;
  unsubscribeOneClick: string;
}
