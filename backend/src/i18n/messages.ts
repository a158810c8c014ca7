import type { Lang } from '@lesne/contracts';

/** Every text the API answers with, in both languages. `{n}` style placeholders. */
const pl = {
  'errors.unauthorized': 'Brak dostępu.',
  'errors.unauthenticated': 'Sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.',
  'errors.notFound': 'Nie znaleziono zasobu.',
  'errors.serverError': 'Błąd serwera. Spróbuj ponownie za chwilę.',
  'errors.badRequest': 'Nieprawidłowe żądanie.',
  'errors.tooManyRequests': 'Zbyt wiele prób. Spróbuj ponownie za {seconds} s.',
  'errors.routeNotDeclared': 'Brak dostępu.',
  'validation.required': 'To pole jest wymagane.',
  'validation.email': 'Proszę podać prawidłowy adres email.',
  'validation.minLength': 'Minimalna długość to {n} znaków.',
  'validation.maxLength': 'Maksymalna długość to {n} znaków.',
  'validation.passwordMin': 'Hasło musi mieć minimum 8 znaków.',
  'validation.acceptTerms': 'Musisz zaakceptować regulamin i politykę prywatności.',
  'validation.integer': 'Podaj liczbę całkowitą.',
  'validation.boolean': 'Podaj wartość tak lub nie.',
  'validation.unknownField': 'Nieznane pole: {field}.',
  'validation.invalid': 'Nieprawidłowa wartość.',
  'auth.invalidCredentials': 'Nieprawidłowy e-mail lub hasło.',
  'auth.invalidRegistrationLink': 'Nieprawidłowy link rejestracyjny.',
  'auth.emailTaken': 'Konto z tym adresem e-mail już istnieje.',
  'auth.lostPasswordSent': 'Jeśli podany adres e-mail jest zarejestrowany, wysłaliśmy na niego link do zmiany hasła.',
  'auth.invalidCode': 'Link wygasł lub został już użyty. Poproś o nowy.',
  'auth.passwordChanged': 'Hasło zostało zmienione poprawnie.',
  'auth.adminLoginTarget': 'Nie znaleziono użytkownika.',
  'health.down': 'Usługa niedostępna.',
} as const;

export type MessageKey = keyof typeof pl;

const en: Record<MessageKey, string> = {
  'errors.unauthorized': 'Access denied.',
  'errors.unauthenticated': 'Your session has expired or is invalid. Please sign in again.',
  'errors.notFound': 'Resource not found.',
  'errors.serverError': 'Server error. Please try again in a moment.',
  'errors.badRequest': 'Bad request.',
  'errors.tooManyRequests': 'Too many attempts. Try again in {seconds} s.',
  'errors.routeNotDeclared': 'Access denied.',
  'validation.required': 'This field is required.',
  'validation.email': 'Please enter a valid email address.',
  'validation.minLength': 'Minimum length is {n} characters.',
  'validation.maxLength': 'Maximum length is {n} characters.',
  'validation.passwordMin': 'The password must be at least 8 characters long.',
  'validation.acceptTerms': 'You must accept the terms and the privacy policy.',
  'validation.integer': 'Enter a whole number.',
  'validation.boolean': 'Enter yes or no.',
  'validation.unknownField': 'Unknown field: {field}.',
  'validation.invalid': 'Invalid value.',
  'auth.invalidCredentials': 'Invalid e-mail or password.',
  'auth.invalidRegistrationLink': 'Invalid registration link.',
  'auth.emailTaken': 'An account with this e-mail address already exists.',
  'auth.lostPasswordSent': 'If this e-mail address is registered, we have sent a password reset link to it.',
  'auth.invalidCode': 'The link has expired or has already been used. Please request a new one.',
  'auth.passwordChanged': 'Your password has been changed.',
  'auth.adminLoginTarget': 'User not found.',
  'health.down': 'Service unavailable.',
};

const catalogs: Record<Lang, Record<MessageKey, string>> = { pl, en };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && value in pl;
}

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogs[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
