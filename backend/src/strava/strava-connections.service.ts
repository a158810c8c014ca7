import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { PATHS, type Lang, type MessageResponse, type StravaCodeResponse, type StravaStatusResponse } from '@lesne/contracts';
import { accessTypeFromScope, eventStatus, hasActivityAccess, warsawDay } from '@lesne/domain';
import { Company, StravaConnection } from '@lesne/db';
import { StravaClient, StravaError, StravaTokens, type StravaGrant } from '@lesne/strava';
import type { AuthUser } from '../access/auth-user';
import { isUniqueViolation } from '../common/postgres-errors';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { OutboxService } from '../outbox/outbox.service';
import type { StravaCodeDto } from './dto';
import { StravaCodeExchanges } from './strava-code-exchanges';
import { queueStravaImport } from './strava-imports.service';

/** A user's own Strava link (spec section 2, My integrations): connecting, its state, disconnecting. */
@Injectable()
export class StravaConnectionsService {
  private readonly logger = new Logger(StravaConnectionsService.name);
  private readonly redirectUri: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() config: AppConfig,
    private readonly client: StravaClient,
    private readonly tokens: StravaTokens,
    private readonly exchanges: StravaCodeExchanges,
    private readonly outbox: OutboxService,
  ) {
    this.redirectUri = `${config.APP_URL.replace(/\/+$/, '')}${PATHS.integrations}`;
  }

  async status(userId: number): Promise<StravaStatusResponse> {
    const connection = await this.dataSource.getRepository(StravaConnection).findOne({ where: { userId } });
    return {
      authorizeUrl: this.client.authorizeUrl(this.redirectUri),
      connection: connection ? { athleteId: connection.athleteId, accessType: connection.accessType, connectedAt: connection.createdAt.toISOString() } : null,
    };
  }

  /**
   * Links the user to the athlete whose code Strava redirected with, then imports what they
   * recorded since the event began. A grant without activity:read_all is linked as restricted
   * (the SPA warns and asks to connect again with the consent ticked, spec section 2); one
   * without any activity access imports nothing.
   */
  connect(user: AuthUser, dto: StravaCodeDto, requestId: string | null): Promise<StravaCodeResponse> {
    return this.exchanges.once(user.id, dto.code, () => this.link(user, dto.code, dto.scope, requestId));
  }

  /** Strava is told first (best effort: a token Strava already killed must not keep the link); the tokens go either way, the results stay. */
  async disconnect(userId: number, lang: Lang): Promise<MessageResponse> {
    if (await this.dataSource.getRepository(StravaConnection).exists({ where: { userId } })) {
      await this.revokeAtStrava(userId);
      await this.tokens.forget(userId);
    }
    return { message: translate(lang, 'strava.disconnected') };
  }

  private async link(user: AuthUser, code: string, scope: string, requestId: string | null): Promise<StravaCodeResponse> {
    const grant = await this.exchange(code);
    const athleteId = String(grant.athlete.id);
    const holder = await this.dataSource.getRepository(StravaConnection).findOne({ where: { athleteId }, select: { userId: true } });
    if (holder && holder.userId !== user.id) throw new AppError(HttpStatus.CONFLICT, 'strava.athleteTaken');
    try {
      await this.tokens.save(user.id, { athleteId, accessToken: grant.accessToken, refreshToken: grant.refreshToken, expiresAt: grant.expiresAt, scope });
    } catch (error) {
      // another user linked the athlete since the check above
      if (isUniqueViolation(error)) throw new AppError(HttpStatus.CONFLICT, 'strava.athleteTaken');
      throw error;
    }
    if (hasActivityAccess(scope)) await this.importEventSoFar(user, requestId);
    return { athleteId, accessType: accessTypeFromScope(scope) };
  }

  private async exchange(code: string): Promise<StravaGrant & { athlete: { id: number } }> {
    try {
      return await this.client.exchangeCode(code);
    } catch (error) {
      if (!(error instanceof StravaError)) throw error;
      if (error.kind === 'badRequest' || error.kind === 'unauthorized') throw new AppError(HttpStatus.BAD_REQUEST, 'strava.codeInvalid');
      if (error.kind === 'missingScope') throw new AppError(HttpStatus.BAD_REQUEST, 'strava.noActivityAccess');
      this.logger.warn(`Strava code exchange failed: ${error.message}`);
      throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, 'strava.unavailable', { seconds: secondsUntil(error.retryAt) });
    }
  }

  /** Results recorded before connecting count too: a running event's days so far are imported. */
  private async importEventSoFar(user: AuthUser, requestId: string | null): Promise<void> {
    const companyId = user.companyId;
    if (companyId === null) return;
    const queued = await this.dataSource.transaction(async (manager) => {
      const company = await manager.findOne(Company, { where: { id: companyId } });
      if (!company || eventStatus(company, warsawDay(new Date())) !== 'inProgress') return false;
      await queueStravaImport(manager, { userId: user.id, requestedById: user.id, dateFrom: company.dateFrom }, requestId);
      return true;
    });
    if (queued) this.outbox.publishSoon();
  }

  private async revokeAtStrava(userId: number): Promise<void> {
    try {
      await this.client.revoke(await this.tokens.current(userId));
    } catch (error) {
      this.logger.warn(`Strava deauthorization of user ${userId} failed, their tokens are deleted anyway: ${(error as Error).message}`);
    }
  }
}

/** For Retry-After: at least a second. */
function secondsUntil(instant: Date | null): number {
  return instant ? Math.max(1, Math.ceil((instant.getTime() - Date.now()) / 1000)) : 60;
}
