import type { Lang, MailTemplate, MailTemplateParams, OperatorConditionDetails, OperatorConditionKind } from '@lesne/contracts';
import { formatDate } from '@lesne/domain';

import { GREETING } from './greeting';
import type { RenderedMail } from './rendered-mail';
import { renderWeeklyDigest } from './weekly-digest/weekly-digest-mail';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Content {
  subject: string;
  greeting: string;
  lines: string[];
  button: string;
  footer: string;
}

/** The mails of one message each: every template but the weekly digest, which has a layout of its own. */
type Templates = { [T in Exclude<MailTemplate, 'weeklyDigest'>]: Record<Lang, (params: MailTemplateParams[T]) => Content> };

const FOOTER = { pl: 'Zespół Leśnego Wyzwania', en: 'The Forest Challenge team' };


const PLATFORM_NAMES = { slack: 'Slack', teams: 'Microsoft Teams' } as const;

const TEMPLATES: Templates = {
  lostPassword: {
    pl: ({ name }) => ({
      subject: 'Zmiana hasła w Leśnym Wyzwaniu',
      greeting: GREETING.pl(name),
      lines: [
        'otrzymaliśmy prośbę o zmianę hasła do Twojego konta.',
        'Link jest ważny przez godzinę i można go użyć tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość.',
      ],
      button: 'Ustaw nowe hasło',
      footer: FOOTER.pl,
    }),
    en: ({ name }) => ({
      subject: 'Reset your Forest Challenge password',
      greeting: GREETING.en(name),
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
      greeting: GREETING.pl(name),
      lines: [
        `od teraz administrujesz wydarzeniem firmy ${companyName} w Leśnym Wyzwaniu.`,
        'Ustaw hasło, aby się zalogować. Link jest ważny przez 7 dni i można go użyć tylko raz.',
      ],
      button: 'Ustaw hasło',
      footer: FOOTER.pl,
    }),
    en: ({ name, companyName }) => ({
      subject: `Set your password to run ${companyName}'s event`,
      greeting: GREETING.en(name),
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
      greeting: GREETING.pl(name),
      lines: [
        `dziękujemy za udział w Leśnym Wyzwaniu firmy ${companyName}. Twój dyplom czeka pod linkiem poniżej.`,
        `Każdy, komu go pokażesz, sprawdzi jego autentyczność pod adresem ${verificationUrl}.`,
      ],
      button: 'Pobierz dyplom',
      footer: FOOTER.pl,
    }),
    en: ({ name, companyName, verificationUrl }) => ({
      subject: `Your Forest Challenge diploma from ${companyName}`,
      greeting: GREETING.en(name),
      lines: [
        `thank you for taking part in ${companyName}'s Forest Challenge. Your diploma is waiting at the link below.`,
        `Anyone you show it to can check that it is genuine at ${verificationUrl}.`,
      ],
      button: 'Download the diploma',
      footer: FOOTER.en,
    }),
  },
  confirmDeletion: {
    pl: ({ name }) => ({
      subject: 'Potwierdź usunięcie konta w Leśnym Wyzwaniu',
      greeting: GREETING.pl(name),
      lines: [
        'otrzymaliśmy prośbę o usunięcie Twojego konta. Potwierdź ją przyciskiem poniżej; od tej chwili nie zalogujesz się już na to konto.',
        'Link jest ważny przez 24 godziny i można go użyć tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość: konto pozostanie bez zmian.',
      ],
      button: 'Potwierdź usunięcie konta',
      footer: FOOTER.pl,
    }),
    en: ({ name }) => ({
      subject: 'Confirm the deletion of your Forest Challenge account',
      greeting: GREETING.en(name),
      lines: [
        'we received a request to delete your account. Confirm it with the button below; from then on you will not be able to sign in to it.',
        'The link is valid for 24 hours and works once. If it was not you, ignore this message: the account stays as it is.',
      ],
      button: 'Confirm the deletion',
      footer: FOOTER.en,
    }),
  },
  deletionRequested: {
    pl: ({ name, dueDay }) => ({
      subject: 'Twoje konto w Leśnym Wyzwaniu zostanie usunięte',
      greeting: GREETING.pl(name),
      lines: [
        `potwierdzamy przyjęcie prośby o usunięcie konta. Od teraz nie można się na nie zalogować, a Twoje imię nie jest widoczne w rankingach.`,
        `Usuniemy Twoje dane osobowe najpóźniej ${formatDate(dueDay, 'pl')}. Wyniki zostaną bez imienia, bo liczą się do drzew posadzonych przez firmę.`,
        'Jeśli Twoje konto było połączone ze Stravą, to połączenie już zakończyliśmy, a dane ze Stravy usunęliśmy tak, jak wybrano przy łączeniu.',
        'Jeśli zmienisz zdanie przed tym dniem, napisz do administratora platformy. Usunięcia nie można cofnąć.',
      ],
      button: 'Zasady usuwania konta',
      footer: FOOTER.pl,
    }),
    en: ({ name, dueDay }) => ({
      subject: 'Your Forest Challenge account will be deleted',
      greeting: GREETING.en(name),
      lines: [
        'we confirm your request to delete the account. From now on it cannot be signed in to, and your name is not shown in rankings.',
        `We will delete your personal data by ${formatDate(dueDay, 'en')}. Your results stay without a name, because they count towards the trees your company plants.`,
        'If your account was connected to Strava, that connection has ended and its Strava data is deleted as chosen when connecting.',
        'If you change your mind before that day, write to the platform administrator. A deletion cannot be undone.',
      ],
      button: 'How account deletion works',
      footer: FOOTER.en,
    }),
  },
  chatChannelDisabled: {
    pl: ({ name, companyName, platform }) => ({
      subject: `Kanał ${PLATFORM_NAMES[platform]} firmy ${companyName} nie dostaje już wpisów`,
      greeting: GREETING.pl(name),
      lines: [
        `${PLATFORM_NAMES[platform]} kilka razy z rzędu odpowiedział, że adres kanału wydarzenia firmy ${companyName} już nie istnieje (kanał usunięty albo zarchiwizowany, webhook wyłączony).`,
        'Wyłączyliśmy więc wpisy na ten kanał. Aby je wznowić, utwórz nowy webhook i wklej jego adres w ustawieniach wydarzenia.',
      ],
      button: 'Otwórz ustawienia wydarzenia',
      footer: FOOTER.pl,
    }),
    en: ({ name, companyName, platform }) => ({
      subject: `${companyName}'s ${PLATFORM_NAMES[platform]} channel no longer gets posts`,
      greeting: GREETING.en(name),
      lines: [
        `${PLATFORM_NAMES[platform]} answered several times in a row that the address of ${companyName}'s event channel no longer exists (the channel was deleted or archived, or the webhook turned off).`,
        "So we stopped posting there. To post again, create a new webhook and paste its address in the event's settings.",
      ],
      button: "Open the event's settings",
      footer: FOOTER.en,
    }),
  },
  operatorCondition: {
    pl: ({ name, kind, details }) => ({ ...OPERATOR_CONDITION_MAILS.pl[kind](details), greeting: GREETING.pl(name), button: 'Otwórz panel operatora', footer: FOOTER.pl }),
    en: ({ name, kind, details }) => ({ ...OPERATOR_CONDITION_MAILS.en[kind](details), greeting: GREETING.en(name), button: "Open the operators' panel", footer: FOOTER.en }),
  },
};

/** What each operator condition means and what to do about it. */
const OPERATOR_CONDITION_MAILS: Record<Lang, Record<OperatorConditionKind, (details: OperatorConditionDetails) => Pick<Content, 'subject' | 'lines'>>> = {
  pl: {
    stravaAthleteCap: ({ taken, limit }) => ({
      subject: `Strava: wszystkie miejsca aplikacji są zajęte (${taken} z ${limit})`,
      lines: [
        `aplikacja Leśnego Wyzwania w Stravie ma już ${taken} z ${limit} połączonych sportowców, więc Strava odmówi połączenia każdemu kolejnemu.`,
        'Uczestnicy bez połączenia widzą w „Moich integracjach” wyjaśnienie zamiast przycisku i mogą dodawać wyniki ręcznie.',
        'Co zrobić: złóż w Stravie wniosek o Extended Access (więcej miejsc) i ustaw STRAVA_ATHLETE_LIMIT na nowy limit.',
      ],
    }),
    stravaAppInactive: () => ({
      subject: 'Strava odrzuca aplikację Leśnego Wyzwania',
      lines: [
        'Strava odpowiada na każde wywołanie naszej aplikacji błędem 403 „Application Status Inactive”. Zwykle znaczy to, że wygasła subskrypcja Stravy właściciela aplikacji.',
        'Importy i webhooki czekają i ruszą same, gdy Strava znów przyjmie aplikację; uczestnicy widzą komunikat i mogą dodawać wyniki ręcznie.',
        'Co zrobić: odnów subskrypcję właściciela aplikacji w ustawieniach API Stravy.',
      ],
    }),
    stravaSubscriptionElsewhere: ({ callbackUrl }) => ({
      subject: 'Strava wysyła webhooki aplikacji pod inny adres',
      lines: [
        `Strava wysyła zdarzenia webhooków naszej aplikacji pod adres ${callbackUrl}, więc ta instalacja nie dowiaduje się o nowych aktywnościach (ponowne synchronizacje działają).`,
        'Nie usunęliśmy tamtej subskrypcji: może należeć do innej działającej instalacji tej aplikacji.',
        'Co zrobić: jeśli tamten adres jest zbędny, usuń subskrypcję w Stravie; nasza założy się sama w ciągu godziny.',
      ],
    }),
  },
  en: {
    stravaAthleteCap: ({ taken, limit }) => ({
      subject: `Strava: every place of the app is taken (${taken} of ${limit})`,
      lines: [
        `the Forest Challenge app at Strava has ${taken} of ${limit} athletes connected, so Strava will refuse anyone else who connects.`,
        'Participants without a connection see an explanation instead of the button in "My integrations" and can add results by hand.',
        'What to do: apply to Strava for Extended Access (more places) and set STRAVA_ATHLETE_LIMIT to the new limit.',
      ],
    }),
    stravaAppInactive: () => ({
      subject: 'Strava refuses the Forest Challenge app',
      lines: [
        'Strava answers every call of our app with 403 "Application Status Inactive". This usually means the app owner\'s Strava subscription has lapsed.',
        'Imports and webhooks wait and go on by themselves once Strava takes the app again; participants see a notice and can add results by hand.',
        "What to do: renew the app owner's subscription in Strava's API settings.",
      ],
    }),
    stravaSubscriptionElsewhere: ({ callbackUrl }) => ({
      subject: "Strava sends the app's webhooks to another address",
      lines: [
        `Strava sends our app's webhook events to ${callbackUrl}, so this installation does not hear of new activities (re-syncs still work).`,
        'We did not delete that subscription: it may belong to another installation of the app that is in use.',
        'What to do: if that address is not needed, delete the subscription at Strava; ours sets itself up within an hour.',
      ],
    }),
  },
};

export async function renderMail<T extends MailTemplate>(template: T, lang: Lang, params: MailTemplateParams[T]): Promise<RenderedMail> {
  if (template === 'weeklyDigest') return renderWeeklyDigest(lang, params as MailTemplateParams['weeklyDigest']);
  const content = (TEMPLATES[template as Exclude<MailTemplate, 'weeklyDigest'>][lang] as (p: MailTemplateParams[T]) => Content)(params);
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
