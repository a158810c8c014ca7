import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ActivityTypeKey, StravaAccessType, StravaSkipReason } from '@lesne/contracts';
import {
  addDays, endsByTrees, eventStatus, findDuplicate, hasActivityAccess, metresToKm, plausibilityProblem, stravaImportDecision, takesMoreTrees, treesFor, typedInRefusal,
  warsawDay, type Candidate, type TypedInRefusal,
} from '@lesne/domain';
import { Activity, type Company, db, inTransaction } from '@lesne/db';
import { stravaActivityDigest, type StravaActivitySummary } from '@lesne/strava';
import { approvedTreesDelta, changeOf, reviewStanding, type Standing } from './review-standing';
import { StravaApi } from './strava-api';

/** Strava's latest word on one activity: as it lists it, or null when it has it no more for us (deleted, or hidden by its privacy). */
export interface StravaWord {
  stravaId: string;
  activity: StravaActivitySummary | null;
}

/**
 * What became of one activity: imported (stored or changed, counted or held for review),
 * removed (Strava has it no more), absent (Strava has it no more and neither had we), or why it
 * was skipped (a result stored earlier that the rules no longer take is removed as well).
 */
export type StravaOutcome = 'imported' | 'removed' | 'absent' | StravaSkipReason;

/** Whose results: the user, their event (null: they are in none), and what they granted us at Strava. */
export interface StravaOwner {
  userId: number;
  company: Company | null;
  accessType: StravaAccessType;
  /** false: the consent to read activities was unticked, so there is nothing to fetch */
  readsActivities: boolean;
}

/** A result of the user's a Strava one is checked against, kept current while a batch is applied. */
interface KnownResult extends Candidate {
  id: number;
  typeKey: string;
  counted: boolean;
  /** typed in by hand, here or on Strava: counted against the day's manual results */
  typedIn: boolean;
}

const COMMITS_REFUSED_AT_TREE_LIMIT = 3;
/** the activity.device_name column */
const DEVICE_NAME_MAX_LENGTH = 100;

/** The owner's event while it is in progress (Warsaw's today): only then do Strava activities change results. */
export function runningEvent(owner: StravaOwner): Company | null {
  const { company } = owner;
  return company && eventStatus(company, warsawDay(new Date())) === 'inProgress' ? company : null;
}

/**
 * Brings a user's results in line with what Strava says of their activities, by the same
 * rules and through the same path as a manual result: each change begins with
 * beginTotalsChange, ends with recordTotalsChange (the outbox, the recompute, the live pushes,
 * the tree cap) and commits with the rest of the batch.
 */
@Injectable()
export class StravaResults {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly api: StravaApi,
  ) {}

  /**
   * Runs `work` in a transaction holding the user's results (lockUserResults), so what it reads
   * from Strava and stores is never overtaken by another job about the same user. A commit the
   * tree cap refused (another result reached the limit meanwhile) is run again: it then finds
   * the limit reached and skips what would grow the count.
   */
  async inUserTransaction<T>(userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(this.dataSource, async (manager) => {
          await db.totals.lockUserResults(manager, userId);
          return work(manager);
        });
      } catch (error) {
        if (!db.totals.isTreeLimitReached(error) || attempt >= COMMITS_REFUSED_AT_TREE_LIMIT) throw error;
      }
    }
  }

  /** The user's results' owner while they are connected to Strava; null once they are not. */
  async ownerOf(manager: EntityManager, userId: number): Promise<StravaOwner | null> {
    const connection = await db.stravaConnections.stravaConnectionOf(manager, userId);
    if (!connection) return null;
    const user = await db.users.userWithCompany(manager, userId);
    return user && { userId, company: user.company, accessType: connection.accessType, readsActivities: hasActivityAccess(connection.scope) };
  }

  /**
   * Applies Strava's word on these activities to the owner's results, in the caller's
   * transaction (see inUserTransaction). Idempotent: the same word twice changes nothing the
   * second time. Of two results that repeat each other the one that came later is held for the
   * company admin (lower Strava ids are taken first); so is one the plausibility rules doubt.
   */
  async apply(manager: EntityManager, owner: StravaOwner, words: StravaWord[], requestId: string | null): Promise<StravaOutcome[]> {
    const company = runningEvent(owner);
    if (!company) return words.map(() => 'noEvent');
    const ordered = [...words].sort((a, b) => compareIds(a.stravaId, b.stravaId));
    const stored = await this.storedResults(manager, owner.userId, ordered);
    const decided = ordered.map((word) => ({
      word,
      decision: word.activity
        ? stravaImportDecision({ activity: word.activity, event: company, accessType: owner.accessType, countVirtual: company.countVirtualActivities })
        : null,
    }));
    const days = new Set(decided.flatMap(({ decision }) => (decision?.import ? [addDays(decision.day, -1), decision.day, addDays(decision.day, 1)] : [])));
    const batch = new ResultsBatch(manager, owner.userId, company, requestId, (await db.stravaImports.userResultsOnDays(manager, owner.userId, [...days])).map(known));
    const outcomes: StravaOutcome[] = [];
    for (const { word, decision } of decided) {
      const existing = stored.get(word.stravaId) ?? null;
      // another user's result, from before the athlete connected to this one: it stays theirs, as it is
      if (existing && existing.userId !== owner.userId) outcomes.push('unchanged');
      else if (!decision?.import) outcomes.push(await batch.remove(existing, decision?.reason));
      else {
        const type = (await db.activities.activityTypes(this.dataSource.manager)).find((candidate) => candidate.translationKey === decision.typeKey);
        if (!type) throw new Error(`no activity type ${decision.typeKey}`);
        const { elapsed_time, manual, flagged, device_name } = word.activity!;
        outcomes.push(
          await batch.put(existing, {
            ...decision,
            stravaId: word.stravaId,
            typeId: type.id,
            elapsedSeconds: elapsed_time,
            typedIn: manual,
            flaggedByStrava: flagged,
            // Strava names the device in an activity's detail, not in its listing: a listing says nothing of it
            deviceName: device_name === undefined ? undefined : device_name?.slice(0, DEVICE_NAME_MAX_LENGTH) || null,
          }),
        );
      }
    }
    await this.keepNotCounted(manager, owner.userId, decided.map(({ word }) => word), outcomes);
    return outcomes;
  }

  /** Why the rules left activities out, for their owner to see; what counts now, or is gone, leaves that list. */
  private async keepNotCounted(manager: EntityManager, userId: number, words: StravaWord[], outcomes: StravaOutcome[]): Promise<void> {
    const left: db.stravaData.NotCountedActivity[] = [];
    const settled: string[] = [];
    words.forEach(({ stravaId, activity }, index) => {
      const outcome = outcomes[index];
      if (outcome === 'unchanged') return;
      if (!activity || outcome === 'imported' || outcome === 'removed' || outcome === 'absent') settled.push(stravaId);
      else left.push({ stravaActivityId: stravaId, reason: outcome, sportType: activity.sport_type, startTime: new Date(activity.start_date), distance: metresToKm(activity.distance) });
    });
    await db.stravaData.recordNotCounted(manager, userId, left, settled);
  }

  /**
   * The results stored from these activities, by Strava id: linked ones, and the user's own
   * kept anonymous when an earlier link ended (a reconnect takes those back, never counting an
   * activity twice).
   */
  private async storedResults(manager: EntityManager, userId: number, words: StravaWord[]): Promise<Map<string, Activity>> {
    const stored = new Map((await db.stravaImports.resultsOfStravaActivities(manager, words.map((word) => word.stravaId))).map((result) => [result.stravaActivityId!, result]));
    const byDigest = new Map(words.filter((word) => !stored.has(word.stravaId)).map((word) => [stravaActivityDigest(this.api.secrets, word.stravaId), word.stravaId]));
    for (const result of await db.stravaData.anonymisedStravaResults(manager, userId, [...byDigest.keys()])) stored.set(byDigest.get(result.stravaDigest!)!, result);
    return stored;
  }
}

/** Strava's ids are int64, beyond a double's exact integers in time. */
function compareIds(a: string, b: string): number {
  const [x, y] = [BigInt(a), BigInt(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function known(result: Activity): KnownResult {
  return {
    id: result.id,
    startTime: result.startTime,
    elapsedSeconds: result.elapsedSeconds,
    day: result.day,
    km: result.distance,
    source: result.source,
    typeKey: result.activityType.translationKey,
    counted: result.status === 'approved',
    typedIn: result.source === 'manual' || result.typedIn,
  };
}

/** What Strava's word makes of one activity, in our terms. */
interface Imported {
  stravaId: string;
  typeId: number;
  typeKey: ActivityTypeKey;
  day: string;
  startTime: Date;
  km: number;
  elapsedSeconds: number;
  /** typed in by hand on Strava */
  typedIn: boolean;
  flaggedByStrava: boolean;
  /** undefined: Strava's answer did not say (a listing), so what is stored stands */
  deviceName: string | null | undefined;
}

/** One transaction's changes to one user's results: the results they are checked against, and the approved trees counted so far. */
class ResultsBatch {
  private begun = false;
  private approvedTrees?: number;

  constructor(
    private readonly manager: EntityManager,
    private readonly userId: number,
    private readonly company: Company,
    private readonly requestId: string | null,
    /** the user's results around the batch's days, oldest first */
    private readonly known: KnownResult[],
  ) {}

  async remove(existing: Activity | null, reason: StravaSkipReason | undefined): Promise<StravaOutcome> {
    if (existing) {
      await this.begin();
      // deleteActivities gives an approved result's trees back to the count itself
      await db.totals.deleteActivities(this.manager, { id: existing.id });
      await this.counted(-approvedTreesDelta(null, existing));
      await db.totals.recordTotalsChange(this.manager, { companyId: this.company.id, userId: this.userId, activityId: existing.id, change: 'deleted' }, this.requestId);
      this.forget(existing.id);
    }
    return reason ?? (existing ? 'removed' : 'absent');
  }

  async put(existing: Activity | null, imported: Imported): Promise<StravaOutcome> {
    // the manual-entry rules decide whether a typed-in activity comes in at all; one already in stays
    const refusal = existing === null && imported.typedIn ? this.typedInRefusal(imported) : null;
    if (refusal) return refusal;
    const takenBack = existing !== null && existing.stravaDigest !== null;
    const sameWay = takenBack || (existing !== null && existing.distance === imported.km && existing.activityTypeId === imported.typeId);
    // trees are fixed when a result is logged: they change only with its distance or type (kept anonymous, it lost both)
    const trees = sameWay && existing ? existing.trees : treesFor(imported.km, imported.typeKey, { standard: this.company.convertStandard, bike: this.company.convertBike });
    const standing = reviewStanding(existing, this.problemOf(existing, imported), imported.typedIn && this.company.manualActivitiesApproval);
    if (existing && unchanged(existing, imported, standing)) return 'unchanged';
    const treesDelta = approvedTreesDelta(existing, { status: standing.status, trees });
    // a result held for review is not stored either once the event takes no more trees: it could never count
    if ((treesDelta > 0 || !existing) && !(await this.takesMoreTrees())) return 'treeLimit';

    await this.begin();
    const figures = {
      activityTypeId: imported.typeId,
      day: imported.day,
      startTime: imported.startTime,
      distance: imported.km,
      trees,
      elapsedSeconds: imported.elapsedSeconds,
      typedIn: imported.typedIn,
      deviceName: deviceNameOf(existing, imported),
      stravaActivityId: imported.stravaId,
      stravaDigest: null,
      ...standing,
    };
    let activityId: number;
    if (existing) {
      activityId = existing.id;
      await db.activities.updateActivity(this.manager, existing.id, figures);
    } else {
      activityId = await db.activities.insertActivity(this.manager, {
        ...figures,
        companyId: this.company.id,
        userId: this.userId,
        source: 'integrated',
      });
    }
    await this.counted(treesDelta);
    await db.totals.recordTotalsChange(
      this.manager,
      {
        companyId: this.company.id,
        userId: this.userId,
        activityId,
        change: changeOf(existing, standing),
        approvedTrees: treesDelta !== 0 ? { event: this.company, trees: treesDelta } : undefined,
      },
      this.requestId,
    );
    this.forget(activityId);
    this.known.push({ ...imported, id: activityId, source: 'integrated', counted: standing.status === 'approved' });
    this.known.sort((a, b) => a.id - b.id);
    return 'imported';
  }

  /**
   * A duplicate of one of the user's earlier results (stored before this one), else what the
   * plausibility rules find, with the km the user already has counted that day in that type.
   */
  private problemOf(existing: Activity | null, imported: Imported) {
    const candidate: Candidate = { id: existing?.id, startTime: imported.startTime, elapsedSeconds: imported.elapsedSeconds, day: imported.day, km: imported.km, source: 'integrated' };
    const earlier = this.known.filter((other) => existing === null || other.id < existing.id);
    if (findDuplicate(candidate, earlier)) return 'duplicate';
    if (imported.flaggedByStrava) return 'stravaFlagged';
    const dayKmBefore = this.known
      .filter((other) => other.id !== existing?.id && other.counted && other.day === imported.day && other.typeKey === imported.typeKey)
      .reduce((sum, other) => sum + other.km, 0);
    return plausibilityProblem({ typeKey: imported.typeKey, km: imported.km, elapsedSeconds: imported.elapsedSeconds, dayKmBefore });
  }

  private typedInRefusal(imported: Imported): TypedInRefusal | null {
    return typedInRefusal({
      allowed: this.company.manualActivitiesAllowed,
      day: imported.day,
      today: warsawDay(new Date()),
      windowDays: this.company.maxDaysBeforeManualActivity,
      typedInThatDay: this.known.filter((other) => other.typedIn && other.day === imported.day).length,
    });
  }

  private async takesMoreTrees(): Promise<boolean> {
    if (!endsByTrees(this.company.eventEndType)) return true;
    return takesMoreTrees({ ...this.company, approvedTrees: await this.countedTrees() });
  }

  /** The approved trees as committed, plus what this batch counted: the count its commit will find. */
  private async countedTrees(): Promise<number> {
    this.approvedTrees ??= await db.totals.approvedTreesOf(this.manager, this.company.id);
    return this.approvedTrees;
  }

  /** Keeps the count this batch's commit will find up to date with a change of `trees` approved trees. */
  private async counted(trees: number): Promise<void> {
    if (trees !== 0 && endsByTrees(this.company.eventEndType)) this.approvedTrees = (await this.countedTrees()) + trees;
  }

  private async begin(): Promise<void> {
    if (this.begun) return;
    await db.totals.beginTotalsChange(this.manager, this.company.id, this.userId);
    this.begun = true;
  }

  private forget(id: number): void {
    const index = this.known.findIndex((result) => result.id === id);
    if (index >= 0) this.known.splice(index, 1);
  }
}

function deviceNameOf(existing: Activity | null, imported: Imported): string | null {
  return imported.deviceName === undefined ? (existing?.deviceName ?? null) : imported.deviceName;
}

function unchanged(existing: Activity, imported: Imported, standing: Standing): boolean {
  return (
    existing.activityTypeId === imported.typeId &&
    existing.distance === imported.km &&
    existing.day === imported.day &&
    existing.startTime.getTime() === imported.startTime.getTime() &&
    existing.elapsedSeconds === imported.elapsedSeconds &&
    existing.typedIn === imported.typedIn &&
    existing.deviceName === deviceNameOf(existing, imported) &&
    existing.status === standing.status &&
    existing.flagged === standing.flagged &&
    existing.flagReason === standing.flagReason
  );
}
