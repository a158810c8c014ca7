import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { DeletionLinkRequests } from './deletion-link-requests';
import { LostPasswordRequests } from './lost-password-requests';
import { MailProcessor } from './mail.processor';
import { MailSender } from './mail-sender';
import { MailTransport } from './mail.transport';
import { UnsentMailSweep } from './unsent-mail-sweep';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.mail }, { name: QUEUES.digest })],
  providers: [MailProcessor, MailSender, MailTransport, LostPasswordRequests, DeletionLinkRequests, UnsentMailSweep],
  exports: [MailSender],
})
export class MailJobsModule {}
