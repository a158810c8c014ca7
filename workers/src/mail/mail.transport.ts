import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

import { InjectConfig, type AppConfig } from '@lesne/config';
import type { RenderedMail } from './rendered-mail';

/** nodemailer over SMTP_URL: the built-in catcher by default, any real server in production. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  /** the right part of our Message-IDs: the sender's domain, as RFC 5322 advises */
  private readonly domain: string;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.transporter = createTransport(config.SMTP_URL);
    this.domain = /@([^@<>\s]+)>?$/.exec(config.MAIL_FROM.trim())?.[1] ?? 'localhost';
  }

  /** Sends the mail under the Message-ID `<messageId@domain>`; resolves once the server accepted it (its 250). */
  async send({ messageId, ...mail }: RenderedMail & { to: string; messageId: string }): Promise<void> {
    await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...mail, messageId: `<${messageId}@${this.domain}>` });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
