import Handlebars from 'handlebars';
import mjml2html from 'mjml';
import type { Lang, WeeklyDigestParams } from '@lesne/contracts';
import type { RenderedMail } from '../rendered-mail';
import { digestView, type DigestView } from './weekly-digest-texts';
import { WEEKLY_DIGEST_MJML } from './weekly-digest.mjml';

const TITLE: Record<Lang, string> = { pl: 'Leśne Wyzwanie', en: 'Forest Challenge' };

type Fill = (view: DigestView & { title: string }) => string;

let compiled: Promise<Fill> | null = null;

/** The layout compiled once a process: MJML to HTML (tens of milliseconds), then to a Handlebars function (microseconds a mail). */
export function digestLayout(): Promise<Fill> {
  compiled ??= Promise.resolve(mjml2html(WEEKLY_DIGEST_MJML, { validationLevel: 'strict' })).then(({ html }) => Handlebars.compile(html, { strict: true }) as Fill);
  return compiled;
}

/** The plain-text part: the same words, a line each, for clients that show no HTML and for screen readers. */
function plainText(view: DigestView): string {
  const sections = view.sections.map((section) => [section.heading.toUpperCase(), ...section.lines].join('\n'));
  const podium = view.podium ? [[view.podium.heading.toUpperCase(), ...view.podium.rows.map((row) => `${row.place} ${row.name}: ${row.trees}`)].join('\n')] : [];
  return [view.greeting, '', view.intro, '', ...[...sections, ...podium].flatMap((block) => [block, '']), `${view.button}: ${view.link}`, '', view.footer, '', `${view.why} ${view.unsubscribe}: ${view.unsubscribePage}`].join('\n');
}

/**
 * A person's digest, with the headers of a one-click unsubscribe (RFC 8058): mail clients post
 * `List-Unsubscribe=One-Click` to the address, and the digest stops without a sign-in.
 */
export async function renderWeeklyDigest(lang: Lang, params: WeeklyDigestParams): Promise<RenderedMail> {
  const view = digestView(lang, params);
  const fill = await digestLayout();
  return {
    subject: view.subject,
    text: plainText(view),
    html: fill({ ...view, title: TITLE[lang] }),
    headers: { 'List-Unsubscribe': `<${params.unsubscribeOneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
