import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { JOBS } from '@lesne/contracts';
import { db } from '@lesne/db';
import { AppError } from '../i18n/app-error';
import type { WebhookChallengeDto } from './dto';
import { StravaWebhookMisses } from './strava-webhook-misses';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Strava's push endpoint (docs/product.md#strava-webhooks). Strava waits 2 s for an answer, so an
 * event is only checked and queued here; the workers ask Strava and count.
 */
@Injectable()
export class StravaWebhookService {
  private readonly verifyTokenHash: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() config: AppConfig,
    private readonly misses: StravaWebhookMisses,
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
   * Events are unsigned, so an event here only asks the workers to look at Strava (they act on
   * what Strava answers, never on the event). One naming our subscription and a connected athlete
   * is queued; any other is dropped, answered exactly alike (200, no body, after the same one
   * statement and the same Redis calls) and counted against its address (StravaWebhookMisses).
   * The workers' outbox sweep (every second) publishes the row: publishing here would keep this
   * copy busy for a moment after a queued event only, which the next request could time.
   */
  async receive(body: unknown, ip: string, requestId: string | null): Promise<void> {
    await this.misses.count(ip, async () => {
      const parsed = JOBS['strava.webhook'].payload.shape.event.safeParse(body);
      if (!parsed.success) throw new AppError(HttpStatus.BAD_REQUEST, 'errors.badRequest');
      return db.stravaWebhooks.queueStravaWebhookEvent(this.dataSource.manager, parsed.data, requestId);
    });
  }
}
