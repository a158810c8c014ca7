import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { DeletionLinkRequests } from './deletion-link-requests';
import { LostPasswordRequests } from './lost-password-requests';
import { MailSender } from './mail-sender';
import { QueueWorker, type JobHandlers } from '../queue-worker';

/** The mail queue: sends queued e-mails (MailSender), and turns lost-password and deletion-link requests into them. */
@Processor(QUEUES.mail)
export class MailProcessor extends QueueWorker<typeof QUEUES.mail> {
  protected readonly handlers: JobHandlers<typeof QUEUES.mail> = {
    'mail.send': ({ mailId }, { log }) => this.sender.send(mailId, log),
    'auth.lostPasswordRequested': (request, context) => this.lostPasswordRequests.mailLink(request, context),
    'accounts.deletionLinkRequested': (request, context) => this.deletionLinkRequests.mailLink(request, context),
  };

  constructor(
    private readonly sender: MailSender,
    private readonly lostPasswordRequests: LostPasswordRequests,
    private readonly deletionLinkRequests: DeletionLinkRequests,
  ) {
    super();
  }
}
