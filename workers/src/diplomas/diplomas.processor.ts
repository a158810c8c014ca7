import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { PDF_PAGES } from '../documents/pdf-renderer';
import { QueueWorker, type JobHandlers } from '../queue-worker';
import { DiplomaMails } from './diploma-mails';
import { DiplomaPrints } from './diploma-prints';
import { DiplomaRuns } from './diploma-runs';

/**
 * Diplomas: prints, mails and bulk runs. As many jobs at once as the renderer has pages, so
 * Chromium's pages stay busy and none waits long for one.
 */
@Processor(QUEUES.diplomas, { concurrency: PDF_PAGES })
export class DiplomasProcessor extends QueueWorker<typeof QUEUES.diplomas> {
  protected readonly handlers: JobHandlers<typeof QUEUES.diplomas> = {
    'diplomas.render': (data, context) => this.prints.print(data, context),
    'diplomas.send': (data, context) => this.mails.queue(data, context),
    'diplomas.bulk': (data, context) => this.runs.queueItems(data, context),
  };

  constructor(
    private readonly prints: DiplomaPrints,
    private readonly mails: DiplomaMails,
    private readonly runs: DiplomaRuns,
  ) {
    super();
  }
}
