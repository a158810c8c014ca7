import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { JobData } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { mayRequestOwnDeletion } from '@lesne/domain';
import { db, inTransaction } from '@lesne/db';
import type { JobContext } from '../queue-worker';

/**
 * The link that confirms a deletion asked for by e-mail, which the API recorded without looking
 * the address up (as lost-password requests). Only for an account that may ask and has not yet:
 * a platform admin's, a pending or an anonymised one gets no mail. Mailed once per job id.
 */
@Injectable()
export class DeletionLinkRequests {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  mailLink({ email, lang }: JobData<'accounts.deletionLinkRequested'>, { job, requestId }: JobContext): Promise<'mailed' | 'already-mailed' | 'no-account'> {
    if (!job.id) throw new UnrecoverableError('a deletion link request needs its job id to be mailed once');
    const dedupeKey = `${job.name}:${job.id}`;
    return inTransaction(this.dataSource, async (manager) => {
      const user = await db.users.userAskingDeletion(manager, email);
      if (!user || user.deletionRequestedAt || !mayRequestOwnDeletion(user.role)) return 'no-account';
      const link = { purpose: 'confirmDeletion' as const, user, lang, params: { name: user.name }, appUrl: this.config.APP_URL };
      return (await db.authCodes.mailPasswordLink(manager, link, { requestId, dedupeKey })) ? 'mailed' : 'already-mailed';
    });
  }
}
