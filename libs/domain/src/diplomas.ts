import type { DiplomasUnavailableReason } from '@lesne/contracts';
import { eventStatus, type EventDates } from './event-lifecycle';
import { showsName, type Person, type Viewer } from './visibility';
import { plantedTrees } from './trees';

/** Diplomas are a paid feature of a big enough event: at least this many trees in the company's sum (docs/product.md#diplomas). */
export const DIPLOMAS_MIN_EVENT_TREES = 1000;
/** A participant's diploma needs at least this many whole trees (docs/product.md#diplomas: floor(trees) at least 1). */
export const DIPLOMA_MIN_TREES = 1;

export interface DiplomaEvent extends EventDates {
  orderPaid: boolean;
  /** the event's tree sum */
  treeSum: number;
}

/**
 * Why the company's diplomas are not available yet, or null when they are: the event is closed
 * (by the event-status rule), the order paid and the tree sum at least DIPLOMAS_MIN_EVENT_TREES.
 * The first unmet condition in that order is the reason.
 */
export function diplomasUnavailableReason(event: DiplomaEvent, today: string): DiplomasUnavailableReason | null {
  if (eventStatus(event, today) !== 'closed') return 'notClosed';
  if (!event.orderPaid) return 'notPaid';
  if (event.treeSum < DIPLOMAS_MIN_EVENT_TREES) return 'tooFewTrees';
  return null;
}

/** The trees a diploma says: whole trees only. */
export function treesOnDiploma(treeSum: number): number {
  return plantedTrees(treeSum);
}

/** A participant can have a diploma with at least one whole tree. */
export function canHaveDiploma(treeSum: number): boolean {
  return treesOnDiploma(treeSum) >= DIPLOMA_MIN_TREES;
}

/**
 * How often one diploma's mail may be asked for (either button): a participant who lost the mail
 * gets it again within the hour, and a click repeated in a hurry, or a script, cannot fill their inbox.
 */
export const DIPLOMA_MAIL_EVERY_MS = 60 * 60_000;

/** When the diploma's mail may be asked for again, given when it was last asked for; null: now. */
export function diplomaMailAvailableAt(lastRequestedAt: Date | null, now: Date): Date | null {
  if (lastRequestedAt === null) return null;
  const availableAt = new Date(lastRequestedAt.getTime() + DIPLOMA_MAIL_EVERY_MS);
  return availableAt > now ? availableAt : null;
}

/** Who names, prints and mails diplomas: a company admin, never the person themselves. */
const DIPLOMA_ADMIN: Viewer = { role: 'companyAdmin', owner: false };

/**
 * Whether a person's diploma may be named, printed or mailed: while the diplomas view shows their
 * name (visibility.ts), and so not from their account's deletion request on. A diploma printed
 * then would put the name back where the request took it away, and after the anonymisation on
 * a public check page that nothing would ever remove.
 */
export function takesDiplomaWork(person: Person): boolean {
  return showsName('diplomas', DIPLOMA_ADMIN, person);
}
