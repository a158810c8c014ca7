import { PODIUM_PLACES, type DigestAdminFigures, type DigestPodiumPlace, type DigestTeam, type WeeklyDigestParams } from '@lesne/contracts';
import { daysLeft, digestMailKey, endsByDate, endsByTrees, eventStatus, rankingPlaces, rankingVisible, type DigestWeek } from '@lesne/domain';
import type { db, Company } from '@lesne/db';

/** Which digest: a Monday's while the event runs, or the last one after it closed. */
export type DigestKind = { kind: 'weekly'; week: DigestWeek } | { kind: 'final'; week: DigestWeek };

/** Everything the company's digests are made of, read in a few statements. */
export interface DigestInput {
  company: Company;
  digest: DigestKind;
  people: readonly db.weeklyDigest.DigestPerson[];
  /** each person's place in the ranking (rankingPlaces), worked out once for the podium's names and the digests */
  places: ReadonlyMap<db.weeklyDigest.DigestPerson, number>;
  teams: readonly db.weeklyDigest.DigestTeamRow[];
  review: { pending: number; flagged: number };
  /** names as the shared ranking shows them, for the final podium */
  podiumNames: ReadonlyMap<number, string | null>;
  /** the panel's address, and each person's unsubscribe addresses */
  link: string;
  unsubscribe: (userId: number) => { page: string; oneClick: string };
}

/** The people who would stand on the podium: places 1 to 3 (ties share a place). */
export function podiumIds(places: DigestInput['places']): number[] {
  return [...places.entries()].filter(([, place]) => place <= PODIUM_PLACES).map(([person]) => person.id);
}

/**
 * Each recipient's digest: their own week and totals, their place and team's where the ranking
 * is shown to them (rankingVisible), the company's trees and end, and, for company admins, the
 * event's week as the panel sees it.
 */
export function weeklyDigests(input: DigestInput): db.weeklyDigest.DigestMail[] {
  const { company, digest, people, places } = input;
  const before = people.map((person) => ({ person, treeSum: person.treeSum - person.weekTrees, kmSum: person.kmSum - person.weekKm }));
  const placesBefore = new Map([...rankingPlaces(before).entries()].map(([row, place]) => [row.person, place]));
  const teamPlaces = rankingPlaces(input.teams);
  const teamsById = new Map(input.teams.map((team) => [team.id, team]));
  const weekTrees = people.reduce((sum, person) => sum + person.weekTrees, 0);
  const today = digest.week.monday;
  const companyFigures = {
    trees: company.treeSum,
    weekTrees,
    treeLimit: endsByTrees(company.eventEndType) ? company.treeLimit : null,
    dateTo: endsByDate(company.eventEndType) ? company.dateTo : null,
    daysLeft: daysLeft(company, eventStatus(company, today), today),
  };
  const podium: DigestPodiumPlace[] = [...places.entries()]
    .filter(([, place]) => place <= PODIUM_PLACES)
    .sort((a, b) => a[1] - b[1])
    .map(([person, place]) => ({ place, name: input.podiumNames.get(person.id) ?? '', trees: person.treeSum }));
  const admin: DigestAdminFigures = {
    people: people.length,
    activeThisWeek: people.filter((person) => person.active).length,
    newThisWeek: people.filter((person) => person.joinedInWeek).length,
    ...input.review,
  };

  return people.filter((person) => person.recipient).map((person) => {
    const sees = rankingVisible(person.role, company.hideRanking);
    const team = person.teamId !== null && company.teams ? teamsById.get(person.teamId) : undefined;
    const teamFigures: DigestTeam | null = team ? { name: team.name, place: sees ? (teamPlaces.get(team) ?? null) : null, teams: teamPlaces.size, trees: team.treeSum } : null;
    const unsubscribe = input.unsubscribe(person.id);
    const params: WeeklyDigestParams = {
      name: person.name,
      companyName: company.name,
      kind: digest.kind,
      weekFrom: digest.week.from,
      weekTo: digest.week.to,
      own: {
        weekTrees: person.weekTrees,
        weekKm: person.weekKm,
        trees: person.treeSum,
        km: person.kmSum,
        place: sees ? (places.get(person) ?? null) : null,
        placeBefore: sees ? (placesBefore.get(person) ?? null) : null,
        ranked: places.size,
      },
      team: teamFigures,
      company: companyFigures,
      podium: digest.kind === 'final' && sees ? podium : null,
      admin: person.role === 'regular' ? null : admin,
      link: input.link,
      unsubscribePage: unsubscribe.page,
      unsubscribeOneClick: unsubscribe.oneClick,
    };
    const key = digest.kind === 'weekly' ? digestMailKey(person.id, { kind: 'weekly', monday: digest.week.monday }) : digestMailKey(person.id, { kind: 'final', companyId: company.id });
    return { to: person.email, lang: person.lang, params, dedupeKey: key };
  });
}
