import type { Lang, MailTemplate, MailTemplateParams } from '@lesne/contracts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Content {
  subject: string;
  greeting: string;
  lines: string[];
  button: string;
  footer: string;
}

type Templates = { [T in MailTemplate]: Record<Lang, (params: MailTemplateParams[T]) => Content> };

const FOOTER = { pl: 'Zespół Leśnego Wyzwania', en: 'The Forest Challenge team' };

const TEMPLATES: Templates = {
  lostPassword: {
    pl: ({ name }) => ({
      subject: 'Zmiana hasła w Leśnym Wyzwaniu',
      greeting: `Cześć ${name},`,
      lines: [
        'otrzymaliśmy prośbę o zmianę hasła do Twojego konta.',
        'Link jest ważny przez godzinę i można go użyć tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość.',
      ],
      button: 'Ustaw nowe hasło',
      footer: FOOTER.pl,
    }),
    en: ({ name }) => ({
      subject: 'Reset your Forest Challenge password',
      greeting: `Hi ${name},`,
      lines: [
        'we received a request to reset the password of your account.',
        'The link is valid for one hour and works once. If it was not you, ignore this message.',
      ],
      button: 'Set a new password',
      footer: FOOTER.en,
    }),
  },
  setPassword: {
    pl: ({ name, companyName }) => ({
      subject: `Ustaw hasło administratora wydarzenia ${companyName}`,
      greeting: `Cześć ${name},`,
      lines: [
        `zostałeś administratorem wydarzenia firmy ${companyName} w Leśnym Wyzwaniu.`,
        'Ustaw hasło, aby się zalogować. Link jest ważny przez 7 dni i można go użyć tylko raz.',
      ],
      button: 'Ustaw hasło',
      footer: FOOTER.pl,
    }),
    en: ({ name, companyName }) => ({
      subject: `Set your password to run ${companyName}'s event`,
      greeting: `Hi ${name},`,
      lines: [
        `you are now the administrator of ${companyName}'s event in the Forest Challenge.`,
        'Set a password to sign in. The link is valid for 7 days and works once.',
      ],
      button: 'Set password',
      footer: FOOTER.en,
    }),
  },
  diploma: {
    pl: ({ name, companyName, verificationUrl }) => ({
      subject: `Twój dyplom Leśnego Wyzwania firmy ${companyName}`,
      greeting: `Cześć ${name},`,
      lines: [
        `dziękujemy za udział w Leśnym Wyzwaniu firmy ${companyName}. Twój dyplom czeka pod linkiem poniżej.`,
        `Każdy, komu go pokażesz, sprawdzi jego autentyczność pod adresem ${verificationUrl}.`,
      ],
      button: 'Pobierz dyplom',
      footer: FOOTER.pl,
    }),
    en: ({ name, companyName, verificationUrl }) => ({
      subject: `Your Forest Challenge diploma from ${companyName}`,
      greeting: `Hi ${name},`,
      lines: [
        `thank you for taking part in ${companyName}'s Forest Challenge. Your diploma is waiting at the link below.`,
        `Anyone you show it to can check that it is genuine at ${verificationUrl}.`,
      ],
      button: 'Download the diploma',
      footer: FOOTER.en,
    }),
  },
};

export function renderMail<T extends MailTemplate>(template: T, lang: Lang, params: MailTemplateParams[T]): RenderedMail {
  const content = (TEMPLATES[template][lang] as (p: MailTemplateParams[T]) => Content)(params);
  const { link } = params as { link: string };
  const text = [content.greeting, '', ...content.lines, '', `${content.button}: ${link}`, '', content.footer].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2d1f">
<p>${escapeHtml(content.greeting)}</p>
${content.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="background:#2e7d32;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.button)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(link)}</p>
<p>${escapeHtml(content.footer)}</p></body></html>`;
  return { subject: content.subject, text, html };
}
