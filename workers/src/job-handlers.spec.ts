import 'reflect-metadata';
import { PROCESSOR_METADATA, WORKER_METADATA } from '@nestjs/bullmq/dist/bull.constants';
import { loadConfig } from '@lesne/config';
import { JOBS, type JobName } from '@lesne/contracts';
import { DiplomasProcessor } from './diplomas/diplomas.processor';
import { CertificatesProcessor } from './certificates/certificates.processor';
import { AccountsProcessor } from './accounts/accounts.processor';
import { EventCloserProcessor } from './events/event-closer.processor';
import { MailProcessor } from './mail/mail.processor';
import { StravaProcessor } from './strava/strava.processor';
import { ActivityEventsProcessor } from './totals/activity-events.processor';
import { RetentionProcessor } from './retention/retention.processor';
import { FilesProcessor } from './files/files.processor';
import { ChatProcessor } from './chat/chat.processor';
import { DigestMailProcessor } from './digest/digest-mail.processor';

/** Every processor of the workers, each with the queue it consumes and the job names it handles. */
const processors = [MailProcessor, ActivityEventsProcessor, EventCloserProcessor, StravaProcessor, DiplomasProcessor, CertificatesProcessor, RetentionProcessor, AccountsProcessor, FilesProcessor, ChatProcessor, DigestMailProcessor].map((Processor) => {
  const processor = new (Processor as new (...deps: unknown[]) => object)();
  return {
    queue: (Reflect.getMetadata(PROCESSOR_METADATA, Processor) as { name: string }).name,
    handles: Object.keys((processor as unknown as { handlers: object }).handlers),
  };
});

describe('job handlers', () => {
  it.each(Object.keys(JOBS) as JobName[])('%s is handled by exactly one processor, of its own queue', (name) => {
    const handlers = processors.filter((processor) => processor.handles.includes(name));
    expect(handlers.map((processor) => processor.queue)).toEqual([JOBS[name].queue]);
  });

  it("sends the weekly digests at DIGEST_MAILS_PER_SECOND, over every worker copy (BullMQ's limiter lives in Redis)", () => {
    const options = Reflect.getMetadata(WORKER_METADATA, DigestMailProcessor) as { limiter?: { max: number; duration: number } };
    expect(options.limiter).toEqual({ max: loadConfig().DIGEST_MAILS_PER_SECOND, duration: 1000 });
    expect(loadConfig({ DIGEST_MAILS_PER_SECOND: '14' }).DIGEST_MAILS_PER_SECOND).toBe(14);
  });

  it('no processor handles a name no job has', () => {
    expect(processors.flatMap((processor) => processor.handles).filter((name) => !(name in JOBS))).toEqual([]);
  });
});
