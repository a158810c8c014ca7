import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MailboxStore, type CaughtMail } from './mailbox.store';

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).filter(Boolean);
}

/** A local SMTP server that keeps every message it receives in the development inbox. */
@Injectable()
export class MailCatcher implements OnApplicationShutdown {
  private readonly logger = new Logger(MailCatcher.name);
  private server?: SMTPServer;

  constructor(private readonly store: MailboxStore) {}

  /** Answers the port it listens on (useful with 0: any free port). */
  async listen(port: number, host = '127.0.0.1'): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) =>
            this.store.add({
              id: randomUUID(),
              messageId: parsed.messageId ?? '',
              receivedAt: new Date().toISOString(),
              from: parsed.from?.text ?? '',
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              listUnsubscribe: listUnsubscribe(parsed.headerLines),
            }),
          )
          .then(() => callback(), (error: Error) => callback(error));
      },
    });
    this.server.on('error', (error) => this.logger.error(`mail catcher: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, () => resolve());
    });
    const bound = (this.server.server.address() as { port: number }).port;
    this.logger.log(`mail catcher listening on smtp://${host}:${bound}`);
    return bound;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A header's value as sent, from mailparser's raw header lines ("Name: value"). */
function headerValue(lines: ReadonlyArray<{ key: string; line: string }>, key: string): string | null {
  const line = lines.find((header) => header.key === key)?.line;
  return line === undefined ? null : line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}

function listUnsubscribe(lines: ReadonlyArray<{ key: string; line: string }>): CaughtMail['listUnsubscribe'] {
  const url = headerValue(lines, 'list-unsubscribe');
  return url === null ? undefined : { url: url.replace(/^<|>$/g, ''), post: headerValue(lines, 'list-unsubscribe-post') };
}
