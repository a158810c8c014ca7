import { InjectDataSource } from '@nestjs/typeorm';
import { Processor } from '@nestjs/bullmq';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { db, inTransaction } from '@lesne/db';
import { QueueWorker, type JobHandlers } from '../queue-worker';
import { Clock } from '../clock';
import { StravaApi } from '../strava/strava-api';

/**
 * Carries out every deletion request that is due (libs/domain account-deletion.ts), daily on one
 * worker (the job scheduler DeletionSchedule keeps). Each account in its own transaction with its
 * audit entry; one carried out before, or cancelled meanwhile, is skipped, so a pass run twice
 * changes nothing the second time. Rankings need no word: the name left them with the request.
 * A Strava link the request did not end (the API failed between the two) ends here first.
 */
@Processor(QUEUES.accounts)
export class AccountsProcessor extends QueueWorker<typeof QUEUES.accounts> {
  protected readonly handlers: JobHandlers<typeof QUEUES.accounts> = {
    'accounts.anonymiseDue': (_schedule, { log }) => this.anonymiseDue(this.clock.now(), log),
  };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly strava: StravaApi,
  ) {
    super();
  }

  async anonymiseDue(now: Date, log: Pick<Logger, 'info'>): Promise<db.accountDeletion.AnonymisedAccount[]> {
    const done: db.accountDeletion.AnonymisedAccount[] = [];
    for (const { userId } of await db.accountDeletion.dueDeletions(this.dataSource.manager, now)) {
      await this.strava.links.end(userId, { revokeAtStrava: true, requestId: null });
      const anonymised = await inTransaction(this.dataSource, async (manager) => {
        const account = await db.accountDeletion.anonymiseAccount(manager, userId, now);
        if (account) {
          const { companyId, ...removed } = account;
          await db.audit.recordAudit(manager, { action: 'account.anonymised', actorUserId: null, targetUserId: userId, companyId, details: { via: 'schedule', ...removed } });
        }
        return account;
      });
      if (!anonymised) continue;
      log.info(anonymised, `account ${userId} anonymised: its deletion request was due`);
      done.push(anonymised);
    }
    log.info(`deletion requests due at ${now.toISOString()}: ${done.length} carried out`);
    return done;
  }
}
