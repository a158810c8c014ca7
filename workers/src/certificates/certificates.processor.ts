import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { QueueWorker, type JobHandlers } from '../queue-worker';
import { CertificateRenders } from './certificate-renders';

/** Company certificates printed to PDF, apart from the diplomas' queue so a bulk diploma run never holds one up. */
@Processor(QUEUES.certificates)
export class CertificatesProcessor extends QueueWorker<typeof QUEUES.certificates> {
  protected readonly handlers: JobHandlers<typeof QUEUES.certificates> = {
    'certificates.render': ({ certificateId }, context) => this.renders.render(certificateId, context),
  };

  constructor(private readonly renders: CertificateRenders) {
    super();
  }
}
