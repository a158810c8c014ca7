import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './stack';

/** A mail an SMTP server of a test took. */
export interface TakenMail {
  to: string[];
  messageId: string;
}

/**
 * An SMTP server of the test's own, apart from the stack's catcher (a spawned worker is pointed at
 * it), keeping what it takes; `onTaken` runs before it answers 250, e.g. to kill the sender there.
 */
export async function recordingSmtp(onTaken: (mail: TakenMail) => Promise<void> = async () => undefined): Promise<{
  url: string;
  received: TakenMail[];
  close: () => Promise<void>;
}> {
  const received: TakenMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail = { to: session.envelope.rcptTo.map((recipient) => recipient.address), messageId: parsed.messageId ?? '' };
          received.push(mail);
          await onTaken(mail);
        })
        .then(() => done(), done);
    },
  });
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
