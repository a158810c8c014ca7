import type { ActivityChange, ActivityStatus, FlagReason } from '@lesne/contracts';

/** Where a result stands for the totals and the company admins' review. */
export interface Standing {
  status: ActivityStatus;
  flagged: boolean;
  /** why the system held it; null when nothing did */
  flagReason: FlagReason | null;
}

/** A stored Strava result's standing, and who flagged it (a participant, or nobody). */
export interface StoredStanding extends Standing {
  flaggedById: number | null;
}

/**
 * The standing of a Strava result after Strava's latest word on it, given what the checks found
 * (a duplicate, an implausible figure, Strava's own flag, or nothing) and whether it waits for
 * the company admin's approval as a manual result does (typed in on Strava, where the company
 * approves manual results):
 * - a problem holds it for the company admin (pending, flagged with the reason), so it is never
 *   counted silently; the same problem an admin already looked at (approved it, or took the flag
 *   off) does not hold it again;
 * - a result held by the system whose problem is gone counts again, or waits for approval;
 * - a denied result stays denied, an approved one stays approved once approval was all it
 *   waited for, and a participant's flag stays: those are people's decisions.
 */
export function reviewStanding(stored: StoredStanding | null, problem: FlagReason | null, awaitsApproval = false): Standing {
  if (stored?.status === 'denied') return { status: 'denied', flagged: stored.flagged, flagReason: stored.flagReason };
  const flaggedByPerson = stored !== null && stored.flaggedById !== null && stored.flagged;
  if (problem) {
    const lookedAt = stored !== null && stored.flagReason === problem && (stored.status === 'approved' || !stored.flagged);
    if (lookedAt) return { status: stored.status, flagged: stored.flagged, flagReason: stored.flagReason };
    return { status: 'pending', flagged: true, flagReason: problem };
  }
  if (awaitsApproval && (stored === null || stored.status === 'pending')) return { status: 'pending', flagged: flaggedByPerson, flagReason: null };
  return { status: 'approved', flagged: flaggedByPerson, flagReason: null };
}

/** What a result's trees did to the approved count: the trees it adds (negative: gives back). */
export function approvedTreesDelta(before: { status: ActivityStatus; trees: number } | null, after: { status: ActivityStatus; trees: number }): number {
  const counted = (result: { status: ActivityStatus; trees: number } | null) => (result?.status === 'approved' ? result.trees : 0);
  return Math.round((counted(after) - counted(before)) * 10_000) / 10_000;
}

/** How the workers hear of a Strava result stored or changed: the change that moves the right things (totals, the badge, the user's entry). */
export function changeOf(before: Standing | null, after: Standing): ActivityChange {
  if (!before) return after.status === 'approved' ? 'logged' : after.flagged ? 'flagged' : 'loggedPending';
  if (before.status !== 'approved' && after.status === 'approved') return 'approved';
  if (!before.flagged && after.flagged) return 'flagged';
  if (before.flagged && !after.flagged) return 'unflagged';
  // a result held for review now, or released from it, moves the badge as a flag does
  if (before.status !== after.status) return 'flagged';
  return 'logged';
}
