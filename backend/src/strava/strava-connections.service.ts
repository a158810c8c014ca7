import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { PATHS, STRAVA_CONSENT_VERSION, type Lang, type MessageResponse, type StravaCodeResponse, type StravaConsent, type StravaStatusResponse } from '@lesne/contracts';
import { accessTypeFromScope, confirmedScope, eventStatus, hasActivityAccess, warsawDay } from '@lesne/domain';
import { db, inTransaction } from '@lesne/db';
import { StravaAvailability, StravaClient, StravaDisconnection, StravaError, StravaTokens, type StravaGrant } from '@lesne/strava';
import type { AuthUser } from '../access/auth-user';
import { isUniqueViolation } from '../common/postgres-errors';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import type { StravaCodeDto, StravaConsentDto } from './dto';
import { StravaCodeExchanges } from './strava-code-exchanges';

/** A user's own Strava link (My integrations): connecting with their consent, its state, the consent changed, disconnecting. */
@Injectable()
export class StravaConnectionsService {
  private readonly logger = new Logger(StravaConnectionsService.name);
  private readonly redirectUri: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() config: AppConfig,
    private readonly client: StravaClient,
    private readonly tokens: StravaTokens,
    private readonly links: StravaDisconnection,
    private readonly availability: StravaAvailability,
    private readonly exchanges: StravaCodeExchanges,
  ) {
    this.redirectUri = `${config.APP_URL.replace(/\/+$/, '')}${PATHS.integrations}`;
  }

  async status(userId: number): Promise<StravaStatusResponse> {
    const manager = this.dataSource.manager;
    const connection = await db.stravaConnections.stravaLinkOf(manager, userId);
    const { blocked, places } = await this.availability.read();
    const revokedAt = connection ? null : await db.stravaData.stravaRevokedAt(manager, userId);
    return {
      authorizeUrl: this.client.authorizeUrl(this.redirectUri),
      connect: { blocked, places },
      connection: connection && {
        athleteId: connection.athleteId,
        accessType: connection.accessType,
        connectedAt: connection.createdAt.toISOString(),
        consent: await db.stravaData.stravaConsentOf(manager, userId),
      },
      revokedAt: revokedAt?.toISOString() ?? null,
    };
  }

  /**
   * Links the user to the athlete whose code Strava redirected with, recording the consent they
   * gave before leaving for Strava, then imports what they recorded since the event began. What
   * was granted is Strava's answer, not the redirect's word alone (see grantedScope); a grant
   * without activity access is revoked and refused, as it could import nothing.
   */
  connect(user: AuthUser, dto: StravaCodeDto, requestId: string | null): Promise<StravaCodeResponse> {
    assertCurrentConsent(dto.consent);
    return this.exchanges.once(user.id, dto.code, () => this.link(user, dto, requestId));
  }

  /** What becomes of the user's results when their link ends, chosen again while connected. */
  async changeConsent(userId: number, consent: StravaConsentDto, lang: Lang): Promise<MessageResponse> {
    assertCurrentConsent(consent);
    await inTransaction(this.dataSource, async (manager) => {
      if (!(await db.stravaConnections.isStravaConnected(manager, userId))) throw new AppError(HttpStatus.CONFLICT, 'strava.userNotConnected');
      await db.stravaData.recordStravaConsent(manager, userId, consent);
    });
    return { message: translate(lang, 'strava.consentSaved') };
  }

  /** Strava is told first; the user's Strava data goes whatever Strava answers, their results as they chose. */
  async disconnect(userId: number, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    await this.links.end(userId, { revokeAtStrava: true, requestId });
    return { message: translate(lang, 'strava.disconnected') };
  }

  private async link(user: AuthUser, dto: StravaCodeDto, requestId: string | null): Promise<StravaCodeResponse> {
    const grant = await this.exchange(dto.code);
    const scope = await this.grantedScope(grant, dto.scope);
    if (!hasActivityAccess(scope)) {
      await this.client.revoke(grant).catch((error: Error) => this.logger.warn(`A grant without activity access was not revoked: ${error.message}`));
      throw new AppError(HttpStatus.BAD_REQUEST, 'strava.noActivityAccess');
    }
    const athleteId = String(grant.athlete.id);
    const holder = await db.stravaConnections.athleteHolder(this.dataSource.manager, athleteId);
    if (holder !== null && holder !== user.id) throw new AppError(HttpStatus.CONFLICT, 'strava.athleteTaken');
    try {
      await inTransaction(this.dataSource, async (manager) => {
        await this.tokens.save(user.id, { athleteId, accessToken: grant.accessToken, refreshToken: grant.refreshToken, expiresAt: grant.expiresAt, scope }, manager);
        await db.stravaData.recordStravaConsent(manager, user.id, dto.consent);
        await db.stravaData.forgetStravaLinkEnd(manager, user.id);
      });
    } catch (error) {
      // another user linked the athlete since the check above
      if (isUniqueViolation(error)) throw new AppError(HttpStatus.CONFLICT, 'strava.athleteTaken');
      throw error;
    }
    await this.importEventSoFar(user, requestId);
    return { athleteId, accessType: accessTypeFromScope(scope) };
  }

  private async exchange(code: string): Promise<StravaGrant & { athlete: { id: number } }> {
    try {
      return await this.client.exchangeCode(code);
    } catch (error) {
      if (!(error instanceof StravaError)) throw error;
      if (error.kind === 'badRequest' || error.kind === 'unauthorized') throw new AppError(HttpStatus.BAD_REQUEST, 'strava.codeInvalid');
      if (error.kind === 'missingScope') throw new AppError(HttpStatus.BAD_REQUEST, 'strava.noActivityAccess');
      if (error.kind === 'appInactive') throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, 'strava.appInactive', { seconds: secondsUntil(error.retryAt) });
      this.logger.warn(`Strava code exchange failed: ${error.message}`);
      throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, 'strava.unavailable', { seconds: secondsUntil(error.retryAt) });
    }
  }

  /**
   * The scopes the grant carries: as Strava's token answer lists them when it does, else as the
   * redirect did. The redirect's list passes through the user's browser, so either way Strava is
   * asked whether the token reads activities (one read of the shared budget); when it cannot
   * answer now (its budget spent, Strava away) the listed scopes stand.
   */
  private async grantedScope(grant: StravaGrant, claimed: string): Promise<string> {
    let readsActivities: boolean | null;
    try {
      await this.client.listActivities(grant.accessToken, { page: 1, perPage: 1 });
      readsActivities = true;
    } catch (error) {
      if (!(error instanceof StravaError)) throw error;
      readsActivities = error.kind === 'missingScope' ? false : null;
      if (readsActivities === null) this.logger.warn(`Strava could not confirm a new grant's activity access, the redirect's scopes stand: ${error.message}`);
    }
    return confirmedScope(grant.scope ?? claimed, readsActivities);
  }

  /** Results recorded before connecting count too: a running event's days so far are imported. */
  private async importEventSoFar(user: AuthUser, requestId: string | null): Promise<void> {
    const companyId = user.companyId;
    if (companyId === null) return;
    await inTransaction(this.dataSource, async (manager) => {
      const company = await db.companies.companyById(manager, companyId);
      if (!company || eventStatus(company, warsawDay(new Date())) !== 'inProgress') return;
      await db.stravaImports.queueStravaImport(manager, { userId: user.id, requestedById: user.id, dateFrom: company.dateFrom }, requestId);
    });
  }
}

/** A consent counts for the text its user read: one given to an older text (a page open since it changed) is asked again. */
function assertCurrentConsent(consent: StravaConsent): void {
  if (consent.version !== STRAVA_CONSENT_VERSION) throw new AppError(HttpStatus.BAD_REQUEST, 'strava.consentOutdated');
}

/** For Retry-After: at least a second. */
function secondsUntil(instant: Date | null): number {
  return instant ? Math.max(1, Math.ceil((instant.getTime() - Date.now()) / 1000)) : 60;
}
