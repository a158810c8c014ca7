import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { QUEUES, type AdminEventRow, type EventListQuery, type Lang, type MessageResponse } from '@lesne/contracts';
import { eventDatesProblem, NEW_EVENT_DEFAULTS, normalizedEndDate } from '@lesne/domain';
import { addToOutbox, Company, db, inTransaction, User } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { PasswordLinksService } from '../auth/password-links.service';
import { isUniqueViolation } from '../common/postgres-errors';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { IdempotencyService } from '../idempotency/idempotency.service';
import type { CreateEventDto, UpdateEventDto } from './dto';
import { eventRow, listEventRows } from './event-rows';
import { SessionResolver } from '../access/session-resolver';

/** An invitation code: 10 characters, no look-alikes, ~50 bits. */
function newRegisterNumber(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
}

export function assertEventDates(event: Pick<Company, 'dateFrom' | 'dateTo' | 'eventEndType'>): void {
  const problem = eventDatesProblem(event);
  if (problem) throw new AppError(HttpStatus.BAD_REQUEST, problem === 'endDateRequired' ? 'settings.endDateRequired' : 'settings.endBeforeStart');
}

/** The platform admin's events: create, edit, delete, and the admins' password links. */
@Injectable()
export class EventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwordLinks: PasswordLinksService,
    private readonly sessions: SessionResolver,
    private readonly idempotency: IdempotencyService,
  ) {}

  list(query: EventListQuery): Promise<AdminEventRow[]> {
    return listEventRows(this.dataSource.manager, query, new Date());
  }

  /** Once per Idempotency-Key: a retry gets the event's row again, without a second event or mail. */
  async create(dto: CreateEventDto, actor: AuthUser, lang: Lang, idempotency: db.idempotency.IdempotentRequest | null, requestId: string | null): Promise<AdminEventRow> {
    const { email, userName, company: name, convert, ...fields } = dto;
    const dateTo = normalizedEndDate(fields.dateTo ?? null, fields.eventEndType);
    assertEventDates({ ...fields, dateTo });
    const companyId = await this.idempotency.transaction(idempotency, async (manager) => {
      const company = await db.companies.createCompany(manager, {
        ...fields,
        manualActivitiesAllowed: fields.manualActivitiesAllowed ?? NEW_EVENT_DEFAULTS.manualActivitiesAllowed,
        hideRanking: fields.hideRanking ?? NEW_EVENT_DEFAULTS.hideRanking,
        name,
        dateTo,
        registerNumber: newRegisterNumber(),
        convertStandard: convert.standard,
        convertBike: convert.bike,
      });
      const admin = await this.saveAdmin(manager, { email: email.toLowerCase(), name: userName, role: 'companyAdmin', companyId: company.id });
      await this.passwordLinks.sendSetPasswordLink(manager, admin, company, lang, requestId);
      await db.audit.recordAudit(manager, { action: 'event.created', actorUserId: actor.id, targetUserId: admin.id, companyId: company.id });
      return company.id;
    });
    return this.row(companyId);
  }

  async update(companyId: number, dto: UpdateEventDto, actor: AuthUser): Promise<AdminEventRow> {
    await inTransaction(this.dataSource, async (manager) => {
      const company = await this.lockCompany(manager, companyId);
      const { company: name, convert, ...fields } = dto;
      const next = { ...company, ...fields, ...(name !== undefined ? { name } : {}) };
      next.dateTo = normalizedEndDate(next.dateTo ?? null, next.eventEndType);
      assertEventDates(next);
      await db.companies.updateCompany(manager, companyId, {
        ...fields,
        ...(name !== undefined ? { name } : {}),
        dateTo: next.dateTo,
        ...(convert ? { convertStandard: convert.standard, convertBike: convert.bike } : {}),
      });
      await db.totals.afterEventEndChanged(manager, companyId, { before: company.eventEndType, after: next.eventEndType });
      await db.audit.recordAudit(manager, { action: 'event.updated', actorUserId: actor.id, companyId, details: { fields: Object.keys(dto) } });
    });
    return this.row(companyId);
  }

  async remove(companyId: number, actor: AuthUser, lang: Lang): Promise<MessageResponse> {
    await inTransaction(this.dataSource, async (manager) => {
      const company = await this.lockCompany(manager, companyId);
      await db.companies.deleteCompany(manager, companyId);
      await db.audit.recordAudit(manager, { action: 'event.deleted', actorUserId: actor.id, companyId, details: { name: company.name } });
    });
    this.sessions.announceChanged('all');
    return { message: translate(lang, 'events.deleted') };
  }

  async removeActivities(companyId: number, actor: AuthUser, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    await inTransaction(this.dataSource, async (manager) => {
      await this.lockCompany(manager, companyId);
      const deleted = await db.activities.deleteCompanyActivities(manager, companyId);
      await db.totals.reconcileCompanyTotals(manager, companyId);
      await db.audit.recordAudit(manager, { action: 'event.activitiesDeleted', actorUserId: actor.id, companyId, details: { count: deleted } });
      // Open rankings (and every API copy's cached pages), statistics and the badge hear of it through the workers, as of any change.
      await addToOutbox(manager, { queue: QUEUES.activityEvents, name: 'activities.cleared', data: { companyId } }, requestId);
    });
    return { message: translate(lang, 'events.activitiesDeleted') };
  }

  async sendPasswordLink(adminId: number, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    await inTransaction(this.dataSource, async (manager) => {
      const admin = await db.users.companyAdminWithCompany(manager, adminId);
      if (!admin?.company) throw new AppError(HttpStatus.NOT_FOUND, 'events.adminNotFound');
      await this.passwordLinks.sendSetPasswordLink(manager, admin, admin.company, lang, requestId);
    });
    return { message: translate(lang, 'events.passwordLinkSent') };
  }

  private async row(companyId: number): Promise<AdminEventRow> {
    const row = await eventRow(this.dataSource.manager, companyId, new Date());
    if (!row) throw new AppError(HttpStatus.NOT_FOUND, 'company.notFound');
    return row;
  }

  /** The company for update, after its totals' lock: deleting or rewriting totals never runs beside a recompute. */
  private async lockCompany(manager: EntityManager, companyId: number): Promise<Company> {
    await db.totals.lockCompanyTotals(manager, companyId);
    const company = await db.companies.companyById(manager, companyId, 'forUpdate');
    if (!company) throw new AppError(HttpStatus.NOT_FOUND, 'company.notFound');
    return company;
  }

  private async saveAdmin(manager: EntityManager, admin: Pick<User, 'email' | 'name' | 'role' | 'companyId'>): Promise<User> {
    try {
      return await db.users.createUser(manager, admin);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(HttpStatus.CONFLICT, 'events.adminEmailTaken');
      throw error;
    }
  }
}
