import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { CertificateRenders } from './certificate-renders';
import { CertificatesProcessor } from './certificates.processor';

@Module({ imports: [BullModule.registerQueue({ name: QUEUES.certificates })], providers: [CertificatesProcessor, CertificateRenders] })
export class CertificateJobsModule {}
