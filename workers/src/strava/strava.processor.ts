import { Processor } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { QueueWorker, type JobHandlers } from '../queue-worker';
import { StravaReimports } from './strava-reimports';
import { StravaWebhooks } from './strava-webhooks';

/**
 * Strava's webhook events and operators' re-imports. Every call to Strava takes from the rate
 * budget all copies share; a spent budget or a failing Strava puts the job back until then.
 */
@Processor(QUEUES.strava, { concurrency: 4 })
export class StravaProcessor extends QueueWorker<typeof QUEUES.strava> {
  protected readonly handlers: JobHandlers<typeof QUEUES.strava> = {
    'strava.webhook': ({ event }, context) => this.webhooks.handle(event, context),
    'strava.reimport': ({ importId }, context) => this.reimports.run(importId, context),
  };

  constructor(
    private readonly webhooks: StravaWebhooks,
    private readonly reimports: StravaReimports,
  ) {
    super();
  }
}
