import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { JOBS, QUEUES } from '@lesne/contracts';
import { addToOutbox, StravaConnection, StravaSubscription } from '@lesne/db';
import { AppError } from '../i18n/app-error';
import { OutboxService } from '../outbox/outbox.service';
import type { WebhookChallengeDto } from './dto';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Strava's push endpoint (shared/strava.md section 5). Strava waits 2 s for an answer, so an
 * event is only checked and queued here; the workers fetch and count.
 */
@Injectable()
export class StravaWebhookService {
  private readonly verifyTokenHash: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() config: AppConfig,
    private readonly outbox: OutboxService,
  ) {
    this.verifyTokenHash = sha256(config.STRAVA_VERIFY_TOKEN);
  }

  /** Strava's check before it creates our subscription: only a request carrying our verify token gets its challenge back. */
  challenge(query: WebhookChallengeDto): { 'hub.challenge': string } {
    const token = query['hub.verify_token'];
    const ours = token !== undefined && timingSafeEqual(sha256(token), this.verifyTokenHash);
    if (query['hub.mode'] !== 'subscribe' || !ours) throw new AppError(HttpStatus.FORBIDDEN, 'errors.unauthorized');
    return { 'hub.challenge': query['hub.challenge'] };
  }

  /**
   * Events are unsigned: one naming another subscription than ours is refused, one about an
   * athlete nobody connected (any more) is acknowledged and dropped.
   */
  async receive(body: unknown, requestId: string | null): Promise<void> {
    const parsed = JOBS['strava.webhook'].payload.shape.event.safeParse(body);
    if (!parsed.success) throw new AppError(HttpStatus.BAD_REQUEST, 'errors.badRequest');
    const event = parsed.data;
    const manager = this.dataSource.manager;
    if (!(await manager.exists(StravaSubscription, { where: { id: String(event.subscription_id) } }))) throw new AppError(HttpStatus.FORBIDDEN, 'errors.unauthorized');
    if (!(await manager.exists(StravaConnection, { where: { athleteId: String(event.owner_id) } }))) return;
    await addToOutbox(manager, { queue: QUEUES.strava, name: 'strava.webhook', data: { event } }, requestId);
    this.outbox.publishSoon();
  }
}
