/** The SPA's Polish paths, in one place: the SPA routes them and the API links to them in e-mails. */
export const PATHS = {
  home: '/',
  login: '/logowanie',
  register: '/rejestracja',
  lostPassword: '/zapomniane-haslo',
  setPassword: '/ustaw-haslo',
  privacy: '/polityka-prywatnosci',
  terms: '/regulamin',
  accountDeletion: '/usuniecie-konta',
  myResults: '/moje-wyniki',
  integrations: '/moje-integracje',
  settings: '/ustawienia-eventu',
  approvals: '/zatwierdzenie-wpisow',
  activities: '/lista-aktywnosci',
  events: '/zarzadzanie-eventami',
  users: '/lista-uzytkownikow',
  stravaImports: '/lista-uzytkownikow/strava',
  teams: '/druzyny',
  diplomas: '/dyplomy',
  certificates: '/dyplomy/certyfikaty',
  /** the public page that checks a diploma or certificate: /weryfikacja/{code} (open, no login) */
  verification: '/weryfikacja',
  /** an office screen on a TV: /ekran/{token} (open to whoever holds the link) */
  officeScreen: '/ekran',
  /** the open page a weekly digest's unsubscribe link leads to: /wypisz-podsumowanie?token={token} */
  unsubscribe: '/wypisz-podsumowanie',
} as const;

/** The API route (below /api/v1) a digest's unsubscribe token is posted to: by the page above, and by mail clients' one-click unsubscribe (RFC 8058). */
export const DIGEST_UNSUBSCRIBE_ROUTE = '/weekly-digest/unsubscribe';

/** The page and the one-click address that turn a person's digest off, from the app's origin and their token. */
export function digestUnsubscribeUrls(appOrigin: string, token: string): { page: string; oneClick: string } {
  const page = new URL(PATHS.unsubscribe, appOrigin);
  page.searchParams.set('token', token);
  const oneClick = new URL(`/api/v1${DIGEST_UNSUBSCRIBE_ROUTE}`, appOrigin);
  oneClick.searchParams.set('token', token);
  return { page: page.toString(), oneClick: oneClick.toString() };
}

/** The address participants join an event with: the app's origin, /rejestracja?code={registerNumber}. */
export function invitationUrl(appOrigin: string, registerNumber: string): string {
  const url = new URL(PATHS.register, appOrigin);
  url.searchParams.set('code', registerNumber);
  return url.toString();
}

/** Where anyone checks a document by its code: the SPA's open page (printed in the QR code). */
export const verificationPath = (code: string): string => `${PATHS.verification}/${encodeURIComponent(code)}`;

/** The API path that serves a stored document (a diploma's or certificate's PDF) by its unguessable token, without login. */
export const documentPath = (token: string): string => `/api/v1/documents/${encodeURIComponent(token)}`;
