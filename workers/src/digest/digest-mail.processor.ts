import { Processor } from '@nestjs/bullmq';
import { loadConfig } from '@lesne/config';
import { QUEUES } from '@lesne/contracts';
import { MailSender } from '../mail/mail-sender';
import { QueueWorker, type JobHandlers } from '../queue-worker';

/**
 * Sends the weekly digests' mails, at DIGEST_MAILS_PER_SECOND over every worker copy (the limit
 * lives in Redis with the queue). A queue of their own: ten thousand digests never hold back a
 * password link. The limit is read when the class is declared, as BullMQ takes it when the
 * worker starts.
 */
@Processor(QUEUES.digest, { limiter: { max: loadConfig().DIGEST_MAILS_PER_SECOND, duration: 1000 } })
export class DigestMailProcessor extends QueueWorker<typeof QUEUES.digest> {
  protected readonly handlers: JobHandlers<typeof QUEUES.digest> = {
    'digest.send': ({ mailId }, { log }) => this.sender.send(mailId, log),
  };

  constructor(private readonly sender: MailSender) {
    super();
  }
}
