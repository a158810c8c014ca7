import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { digestUnsubscribeUrls, PATHS } from '@lesne/contracts';
import { addDays, dueDigestWeek, finalDigestDue, rankingPlaces, warsawDay, weeklyDigestDue } from '@lesne/domain';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { db, digestUnsubscribeToken, inTransaction, type Company } from '@lesne/db';
import { Clock } from '../clock';
import { PeriodicSweep } from '../periodic-sweep';
import { podiumIds, weeklyDigests, type DigestKind } from './weekly-digests';

/** Digests are queued within this of Monday's DIGEST_HOUR. */
const SWEEP_INTERVAL_MS = 60_000;
/** Digests queued a transaction: a company of ten thousand commits in ten steps, none holding its rows long. */
const DIGESTS_PER_TRANSACTION = 1000;

/**
 * Queues the weekly digests (docs/product.md#weekly-digest) of every company due one: on Monday
 * from 08:00 while its event runs, and once after it closed. Each mail carries its dedupe key
 * (libs/domain digestMailKey), so a sweep repeated (after a restart, beside another worker copy,
 * with Redis wiped) records no second digest; a mail recorded is sent by its job, or by the
 * unsent-mail sweep when Redis lost the job.
 */
@Injectable()
export class DigestSweep extends PeriodicSweep {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super(SWEEP_INTERVAL_MS);
  }

  protected async pass(): Promise<number> {
    const now = this.clock.now();
    const week = dueDigestWeek(now);
    let queued = 0;
    for (const company of await db.weeklyDigest.digestCompanies(this.dataSource.manager)) {
      const digest = this.digestOf(company, week, now);
      if (digest) queued += await this.queueDigests(company, digest);
    }
    return queued;
  }

  private digestOf(company: Company, week: ReturnType<typeof dueDigestWeek>, now: Date): DigestKind | null {
    if (week && weeklyDigestDue(company, week)) return { kind: 'weekly', week };
    if (!company.closedAt || !finalDigestDue(company, now)) return null;
    const lastDay = warsawDay(company.closedAt);
    return { kind: 'final', week: { monday: addDays(lastDay, 1), from: addDays(lastDay, -6), to: lastDay } };
  }

  /** The company's digests: composed from a few reads, queued in steps; answers how many were new. */
  async queueDigests(company: Company, digest: DigestKind): Promise<number> {
    const manager = this.dataSource.manager;
    const people = await db.weeklyDigest.digestPeople(manager, company.id, digest.week);
    if (!people.some((person) => person.recipient)) return 0;
    const places = rankingPlaces(people);
    const mails = weeklyDigests({
      company,
      digest,
      people,
      places,
      teams: company.teams ? await db.weeklyDigest.digestTeams(manager, company.id) : [],
      review: await db.activities.reviewCounts(manager, company.id),
      podiumNames: digest.kind === 'final' ? await db.weeklyDigest.rankingNames(manager, podiumIds(places)) : new Map(),
      link: new URL(PATHS.home, this.config.APP_URL).toString(),
      unsubscribe: (userId) => digestUnsubscribeUrls(this.config.APP_URL, digestUnsubscribeToken(this.config.JWT_SECRET, userId)),
    });
    let queued = 0;
    for (let start = 0; start < mails.length; start += DIGESTS_PER_TRANSACTION) {
      queued += await inTransaction(this.dataSource, (transaction) => db.weeklyDigest.queueDigests(transaction, mails.slice(start, start + DIGESTS_PER_TRANSACTION)));
    }
    if (queued > 0) this.logger.log(`queued ${queued} ${digest.kind} digest(s) of company ${company.id} for ${digest.week.from} to ${digest.week.to}`);
    return queued;
  }
}
