import type { CompanyResponse, UserProfile } from '@lesne/contracts';

/** Where a participant's "got it" on the first-run card is kept, per account, so it stays closed on this device. */
export const firstRunDismissedKey = (userId: number) => `lesne_wyzwanie_first_run_dismissed_${userId}`;

/** A participant of an event that is not over, without a counted result yet. */
export function isNewParticipant(profile: UserProfile, company: CompanyResponse): boolean {
  return profile.role === 'regular' && company.stats.eventStatus !== 'closed' && profile.kmSum === 0;
}
