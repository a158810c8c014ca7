import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QUEUES, type MailRequest, type MailTemplate } from '@lesne/contracts';
import { addToOutbox, Mail } from '@lesne/db';

/** Queues an e-mail inside the caller's transaction: it is sent (once) only if the change commits. */
@Injectable()
export class MailService {
  /** `requestId`: the API request that asked for the mail, for the sending job's log lines. */
  async queue<T extends MailTemplate>(manager: EntityManager, request: MailRequest<T>, requestId: string | null = null): Promise<void> {
    const { identifiers } = await manager.insert(Mail, {
      to: request.to,
      lang: request.lang,
      template: request.template,
      params: request.params,
    });
    await addToOutbox(manager, { queue: QUEUES.mail, name: 'mail.send', data: { mailId: identifiers[0].id as number } }, requestId);
  }
}
