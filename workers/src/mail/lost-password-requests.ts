import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { JobData } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { db, inTransaction } from '@lesne/db';
import type { JobContext } from '../queue-worker';

/**
 * The link for a lost-password request, which the API recorded without looking the address up
 * (its answer takes the same time either way). The code and the mail are written in one
 * transaction under the job's id, so a retried or duplicated job mails no second link.
 */
@Injectable()
export class LostPasswordRequests {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  mailLink({ email, lang }: JobData<'auth.lostPasswordRequested'>, { job, requestId }: JobContext): Promise<'mailed' | 'already-mailed' | 'no-account'> {
    if (!job.id) throw new UnrecoverableError('a lost-password request needs its job id to be mailed once');
    const dedupeKey = `${job.name}:${job.id}`;
    return inTransaction(this.dataSource, async (manager) => {
      const user = await db.users.userByEmail(manager, email);
      if (!user) return 'no-account';
      const link = { purpose: 'lostPassword' as const, user, lang, params: { name: user.name }, appUrl: this.config.APP_URL };
      return (await db.authCodes.mailPasswordLink(manager, link, { requestId, dedupeKey })) ? 'mailed' : 'already-mailed';
    });
  }
}
