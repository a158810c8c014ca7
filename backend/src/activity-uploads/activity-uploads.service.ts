import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pLimit from 'p-limit';
import type { DataSource, EntityManager } from 'typeorm';
import { isActivityTypeKey, type ActivityUploadItem, type ActivityUploadsResponse, type UploadHoldReason, type UploadRuleRefusal } from '@lesne/contracts';
import {
  ACTIVITY_FILES_PER_UPLOAD, addDays, eventStatus, findDuplicate, takesMoreTrees, treesFor, uploadHoldReason, uploadRuleRefusal, warsawDay,
} from '@lesne/domain';
import { type ActivityType, type Company, db, inTransaction } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { AppError } from '../i18n/app-error';
import { TotalsChanges, type TotalsChange } from '../activities/totals-changes';
import { toUploadItem } from './upload-view';

/**
 * Files an API process writes to Postgres at once; the rest of a burst waits its turn in memory
 * (its bytes are read already). Unbounded, a burst of a hundred participants' drops takes every
 * connection of the pool for seconds, and other requests, the live path's too, time out waiting
 * for one (a 503).
 */
const UPLOADS_STORED_AT_ONCE = 4;

type ParsedSummary = db.activityUploads.UploadSummary & { startTime: Date; day: string; distance: number; movingSeconds: number; elapsedSeconds: number };

/**
 * Results from the files of a participant's watch or app: stored as uploaded, read by the workers
 * (files.parse), then counted once their owner confirms the sport, by the company's rules for
 * files and through the same path as every result (TotalsChanges).
 */
@Injectable()
export class ActivityUploadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly totals: TotalsChanges,
  ) {}

  private readonly storing = pLimit(UPLOADS_STORED_AT_ONCE);

  /** Stores one file for the workers to read; refused while ACTIVITY_FILES_PER_UPLOAD of the user's files wait to be read or confirmed. */
  add(user: AuthUser, file: { fileName: string; content: Buffer }, requestId: string | null): Promise<ActivityUploadItem> {
    companyOf(user);
    return this.storing(() => this.store(user, file, requestId));
  }

  private store(user: AuthUser, file: { fileName: string; content: Buffer }, requestId: string | null): Promise<ActivityUploadItem> {
    return inTransaction(this.dataSource, async (manager) => {
      const [upload] = await db.activityUploads.addUploads(manager, user.id, [file], requestId);
      // Counted under the user's lock, so two uploads at once cannot both pass; taken once the
      // bytes are written, so the user's other uploads write theirs meanwhile rather than queue.
      await db.totals.lockUserResults(manager, user.id);
      if ((await db.activityUploads.uploadsWaiting(manager, user.id)) > ACTIVITY_FILES_PER_UPLOAD) {
        throw new AppError(HttpStatus.TOO_MANY_REQUESTS, 'uploads.tooManyWaiting', { n: ACTIVITY_FILES_PER_UPLOAD });
      }
      return toUploadItem(upload);
    });
  }

  async list(user: AuthUser): Promise<ActivityUploadsResponse> {
    const uploads = await db.activityUploads.userUploads(this.dataSource.manager, user.id);
    const trees = await db.activityUploads.treesOfResults(this.dataSource.manager, uploads.flatMap((upload) => (upload.activityId ? [upload.activityId] : [])));
    return { items: uploads.map((upload) => toUploadItem(upload, upload.activityId ? (trees.get(upload.activityId) ?? null) : null)) };
  }

  /**
   * The owner says which sport a parsed file was: the company's rules refuse it (kept on the
   * upload with the reason), or it becomes a result, counted at once or held for review.
   */
  confirm(user: AuthUser, uploadId: number, activityTypeId: number, requestId: string | null): Promise<ActivityUploadItem> {
    const companyId = companyOf(user);
    return this.totals.run(
      { companyId, userId: user.id },
      async (manager): Promise<TotalsChange<ActivityUploadItem>> => {
        const upload = await db.activityUploads.lockParsedUpload(manager, user.id, uploadId);
        if (!upload) throw new AppError(HttpStatus.NOT_FOUND, 'uploads.notWaiting');
        const type = (await db.activities.activityTypes(manager)).find((known) => known.id === activityTypeId);
        if (!type) throw new AppError(HttpStatus.BAD_REQUEST, 'activities.typeUnknown');
        const company = await db.companies.existingCompany(manager, companyId);
        const parsed = upload as ParsedSummary;
        const refusal = await this.refusal(manager, company, parsed);
        if (refusal) {
          await db.activityUploads.recordRefused(manager, upload.id, refusal);
          return { activityId: null, change: null, answer: toUploadItem({ ...upload, state: 'refused', refusal }) };
        }
        const holdReason = await this.holdReason(manager, company, parsed, type);
        const trees = treesFor(parsed.distance, type.translationKey, { standard: company.convertStandard, bike: company.convertBike });
        const standing = holdReason === null
          ? { status: 'approved' as const, flagged: false, flagReason: null }
          : { status: 'pending' as const, flagged: holdReason !== 'awaitsApproval', flagReason: holdReason === 'awaitsApproval' ? null : holdReason };
        const activityId = await db.activities.insertActivity(manager, {
          companyId,
          userId: user.id,
          activityTypeId: type.id,
          startTime: parsed.startTime,
          day: parsed.day,
          distance: parsed.distance,
          trees,
          elapsedSeconds: parsed.elapsedSeconds,
          deviceName: parsed.deviceName,
          source: 'file',
          ...standing,
        });
        await db.activityUploads.recordResult(manager, upload.id, { activityId, holdReason });
        return {
          activityId,
          change: standing.status === 'approved' ? 'logged' : standing.flagged ? 'flagged' : 'loggedPending',
          approvedTrees: standing.status === 'approved' ? { event: company, trees } : undefined,
          answer: toUploadItem({ ...upload, state: holdReason ? 'held' : 'counted', holdReason, activityId }, trees),
        };
      },
      { requestId },
    );
  }

  private async refusal(manager: EntityManager, company: Company, upload: ParsedSummary): Promise<UploadRuleRefusal | null> {
    const today = warsawDay(new Date());
    if (eventStatus(company, today) !== 'inProgress') return 'notInProgress';
    if (!takesMoreTrees(company)) return 'treeLimit';
    return uploadRuleRefusal(company, { day: upload.day, today, filesThatDay: await db.activityUploads.fileResultsOnDay(manager, upload.userId, upload.day) });
  }

  /** Checked against the user's results around its day (read under the change's lock on them), and the same file uploaded before. */
  private async holdReason(manager: EntityManager, company: Company, upload: ParsedSummary, type: ActivityType): Promise<UploadHoldReason | null> {
    const around = await db.stravaImports.userResultsOnDays(manager, upload.userId, [addDays(upload.day, -1), upload.day, addDays(upload.day, 1)]);
    const candidate = { startTime: upload.startTime, elapsedSeconds: upload.elapsedSeconds, day: upload.day, km: upload.distance, source: 'file' as const };
    const others = around.map((result) => ({ id: result.id, startTime: result.startTime, elapsedSeconds: result.elapsedSeconds, day: result.day, km: result.distance, source: result.source }));
    const duplicate = findDuplicate(candidate, others) !== null || (upload.contentHash !== null && (await db.activityUploads.sameContentCounted(manager, upload.userId, upload.id, upload.contentHash)));
    const dayKmBefore = around
      .filter((result) => result.status === 'approved' && result.day === upload.day && result.activityType.translationKey === type.translationKey)
      .reduce((sum, result) => sum + result.distance, 0);
    return uploadHoldReason({
      duplicate,
      teleport: upload.teleport,
      typeKey: isActivityTypeKey(type.translationKey) ? type.translationKey : 'other',
      km: upload.distance,
      movingSeconds: upload.movingSeconds,
      dayKmBefore,
      approvalRequired: company.fileActivitiesApproval,
    });
  }
}
