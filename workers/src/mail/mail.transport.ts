import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

import { InjectConfig, type AppConfig } from '@lesne/config';
import type { RenderedMail } from './templates';

/** nodemailer over SMTP_URL: the built-in catcher by default, any real server in production. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.transporter = createTransport(config.SMTP_URL);
  }

  async send(mail: RenderedMail & { to: string; messageId: string }): Promise<void> {
    await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...mail });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
