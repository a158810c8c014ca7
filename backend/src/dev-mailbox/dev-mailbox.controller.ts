import { Controller, Get, Header } from '@nestjs/common';
import { Access } from '../access/access.decorator';
import { MailboxStore, type CaughtMail } from './mailbox.store';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function renderInbox(mails: CaughtMail[]): string {
  const rows = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><small>${escapeHtml(mail.receivedAt)} · ${escapeHtml(mail.from)} → ${escapeHtml(mail.to.join(', '))} · Message-ID ${escapeHtml(mail.messageId)}</small></p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Dev mailbox</title><style>body{font-family:system-ui;max-width:50rem;margin:1rem auto;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox (${mails.length})</h1>${rows || '<p>No messages yet.</p>'}</body></html>`;
}

/** What the built-in SMTP catcher received; mounted only outside production. */
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(private readonly store: MailboxStore) {}

  @Get()
  @Access('public')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(): Promise<string> {
    return renderInbox(await this.store.list());
  }

  @Get('messages')
  @Access('public')
  messages(): Promise<CaughtMail[]> {
    return this.store.list();
  }
}
