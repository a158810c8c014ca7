import { Module } from '@nestjs/common';
import { MailJobsModule } from '../mail/mail-jobs.module';
import { DigestMailProcessor } from './digest-mail.processor';
import { DigestSweep } from './digest-sweep';

@Module({ imports: [MailJobsModule], providers: [DigestMailProcessor, DigestSweep] })
export class DigestJobsModule {}
