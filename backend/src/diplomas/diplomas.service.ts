import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  documentPath, QUEUES, type DiplomaListResponse, type DiplomaRow, type DiplomaRunProgress, type DiplomaRunsResponse, type DiplomasUnavailableReason, type Lang,
  type MessageResponse,
} from '@lesne/contracts';
import {
  canHaveDiploma, diplomaMailAvailableAt, diplomasUnavailableReason, SEARCH_MIN_LENGTH, showsEmail, showsName, takesDiplomaWork, totalPages, treesOnDiploma, warsawDay,
  type Viewer,
} from '@lesne/domain';
import { addToOutbox, db, inTransaction, User } from '@lesne/db';
import { isUniqueViolation } from '../common/postgres-errors';
import { AppError } from '../i18n/app-error';
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/messages';
import type { BulkDiplomasDto, DiplomaListQueryDto, DiplomaNameDto, DiplomaOfUserDto } from './dto';

const UNAVAILABLE: Record<DiplomasUnavailableReason, MessageKey> = { notClosed: 'diplomas.notClosed', notPaid: 'diplomas.notPaid', tooFewTrees: 'diplomas.tooFewTrees' };
const NOTHING_TO_DO: Record<BulkDiplomasDto['action'], MessageKey> = { generate: 'diplomas.nothingToGenerate', send: 'diplomas.nothingToSend' };
const RUNNING: Record<BulkDiplomasDto['action'], MessageKey> = { generate: 'diplomas.generateRunning', send: 'diplomas.sendRunning' };

/**
 * The company admin's diplomas. Printing and mailing happen in the workers: each call checks the
 * rules (libs/domain/src/diplomas.ts) and writes its job to the outbox in the same transaction.
 */
@Injectable()
export class DiplomasService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(companyId: number, viewer: Viewer, query: DiplomaListQueryDto): Promise<DiplomaListResponse> {
    const manager = this.dataSource.manager;
    const unavailable = await unavailableReason(manager, companyId);
    if (unavailable) return { items: [], pageTotal: 0, itemsTotal: 0, curPage: query.page, unavailable, toGenerate: 0, toSend: 0 };
    const search = query.search && query.search.length >= SEARCH_MIN_LENGTH ? query.search : undefined;
    const { rows, total } = await db.diplomas.diplomasPage(manager, { companyId, viewer, search, offset: (query.page - 1) * query.perpage, limit: query.perpage });
    const counts = await db.diplomas.diplomaCounts(manager, companyId);
    return { items: rows.map((row) => toRow(row, viewer)), pageTotal: totalPages(total, query.perpage), itemsTotal: total, curPage: query.page, unavailable: null, ...counts };
  }

  async generate(companyId: number, dto: DiplomaOfUserDto, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    await inTransaction(this.dataSource, async (manager) => {
      await requireAvailable(manager, companyId);
      const participant = await participantOf(manager, companyId, dto.user_id);
      if (!canHaveDiploma(participant.treeSum)) throw new AppError(HttpStatus.CONFLICT, 'diplomas.participantTooFewTrees');
      await addToOutbox(manager, { queue: QUEUES.diplomas, name: 'diplomas.render', data: { companyId, userId: participant.id, lang: dto.lang, runId: null } }, requestId);
    });
    return { message: translate(lang, 'diplomas.generating') };
  }

  /**
   * A diploma's mail at most once an hour (diplomaMailAvailableAt), whichever button asked: the
   * diploma's row is held while its last request is checked, so requests at once queue one mail.
   */
  async send(companyId: number, dto: DiplomaOfUserDto, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    await inTransaction(this.dataSource, async (manager) => {
      await requireAvailable(manager, companyId);
      const participant = await participantOf(manager, companyId, dto.user_id);
      const diploma = await db.diplomas.currentDiploma(manager, participant.id, 'forUpdate');
      if (!diploma) throw new AppError(HttpStatus.CONFLICT, 'diplomas.noDiploma');
      const availableAt = diplomaMailAvailableAt(diploma.mailRequestedAt, new Date());
      if (availableAt) {
        const seconds = Math.ceil((availableAt.getTime() - Date.now()) / 1000);
        throw new AppError(HttpStatus.TOO_MANY_REQUESTS, 'diplomas.sendTooSoon', { seconds, minutes: Math.ceil(seconds / 60) });
      }
      await db.diplomas.markDiplomaMailRequested(manager, diploma.id);
      await addToOutbox(manager, { queue: QUEUES.diplomas, name: 'diplomas.send', data: { companyId, userId: participant.id, lang: dto.lang, runId: null } }, requestId);
    });
    return { message: translate(lang, 'diplomas.sending') };
  }

  /** One run per company and action at a time (a unique index settles two admins clicking at once). */
  async bulk(companyId: number, dto: BulkDiplomasDto, requestId: string | null): Promise<DiplomaRunProgress> {
    try {
      const run = await inTransaction(this.dataSource, async (manager) => {
        await requireAvailable(manager, companyId);
        if (await db.diplomas.unfinishedRun(manager, companyId, dto.action)) throw new AppError(HttpStatus.CONFLICT, RUNNING[dto.action]);
        const created = await db.diplomas.createDiplomaRun(manager, { companyId, action: dto.action, lang: dto.lang });
        if (!created) throw new AppError(HttpStatus.CONFLICT, NOTHING_TO_DO[dto.action]);
        await addToOutbox(manager, { queue: QUEUES.diplomas, name: 'diplomas.bulk', data: { runId: created.id } }, requestId);
        return created;
      });
      return db.diplomas.runProgress(run);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(HttpStatus.CONFLICT, RUNNING[dto.action]);
      throw error;
    }
  }

  async runs(companyId: number): Promise<DiplomaRunsResponse> {
    return db.diplomas.latestDiplomaRuns(this.dataSource.manager, companyId);
  }

  /** Saved trimmed; a diploma printed with another name is replaced (the row asks to generate again). */
  async rename(companyId: number, dto: DiplomaNameDto, lang: Lang): Promise<MessageResponse> {
    await inTransaction(this.dataSource, async (manager) => {
      const participant = await participantOf(manager, companyId, dto.user_id);
      await db.diplomas.saveDiplomaName(manager, participant.id, dto.name);
    });
    return { message: translate(lang, 'diplomas.nameSaved') };
  }
}

/** Why the company's diplomas are not available (null when they are), judged today in Warsaw. */
export async function unavailableReason(manager: EntityManager, companyId: number): Promise<DiplomasUnavailableReason | null> {
  const company = await db.companies.companyById(manager, companyId);
  if (!company) throw new AppError(HttpStatus.NOT_FOUND, 'company.notFound');
  return diplomasUnavailableReason(company, warsawDay(new Date()));
}

async function requireAvailable(manager: EntityManager, companyId: number): Promise<void> {
  const unavailable = await unavailableReason(manager, companyId);
  if (unavailable) throw new AppError(HttpStatus.CONFLICT, UNAVAILABLE[unavailable]);
}

/**
 * A user of the company whose diploma may be named, printed or mailed; another company's (or
 * nobody's) is 404, and one who asked for their account's deletion 409 (takesDiplomaWork; a print
 * asks again, as the request may come while its job waits).
 */
async function participantOf(manager: EntityManager, companyId: number, userId: number): Promise<User> {
  const user = await db.users.userById(manager, userId, companyId);
  if (!user) throw new AppError(HttpStatus.NOT_FOUND, 'users.notFound');
  if (!takesDiplomaWork(db.users.personOf(user))) throw new AppError(HttpStatus.CONFLICT, 'diplomas.deletionRequested');
  return user;
}

/**
 * A participant's trees, no km: those come partly from Strava, which lets only their owner see
 * them. Whoever asked for their account's deletion is the anonymous user, without an address or a
 * link to the diploma, whose PDF says the name (libs/domain visibility.ts).
 */
function toRow(row: db.diplomas.DiplomaListRow, viewer: Viewer): DiplomaRow {
  const named = showsName('diplomas', viewer, row.person);
  return {
    user_id: row.userId,
    _user: { name: named ? row.name : '', email: showsEmail('diplomas', viewer, row.person) ? row.email : '', diplomaName: named ? (row.diplomaName ?? row.name) : '' },
    treeSum: row.treeSum,
    treesOnDiploma: treesOnDiploma(row.treeSum),
    diplom: named && row.documentToken ? documentPath(row.documentToken) : null,
    emailSentDate: row.emailSentAt ? row.emailSentAt.toISOString() : null,
    sendAvailableAt: row.documentToken ? (diplomaMailAvailableAt(row.mailRequestedAt, new Date())?.toISOString() ?? null) : null,
  };
}
