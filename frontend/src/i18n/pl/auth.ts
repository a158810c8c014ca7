export const auth = {
  fields: {
    email: 'E-mail',
    password: 'Hasło',
    name: 'Imię i nazwisko',
    newPassword: 'Nowe hasło',
    repeatPassword: 'Powtórz hasło',
    remember: 'Zapamiętaj mnie',
  },
  terms: 'Akceptuję <terms>regulamin</terms> i <privacy>politykę prywatności</privacy>',
  contact: 'Masz pytania? Napisz do nas: <mail>{{email}}</mail>',
  backToLogin: 'Wróć do logowania',
  signIn: 'Zaloguj się',
  passwordChanged: 'Hasło zostało zmienione poprawnie.',
  invalidLink: {
    title: 'Nieprawidłowy link rejestracyjny',
    hint: 'Poproś organizatora wydarzenia w Twojej firmie o aktualny link.',
  },
  login: {
    title: 'Zaloguj się do panelu',
    submit: 'Zaloguj się',
    forgot: 'Nie pamiętasz hasła?',
  },
  register: {
    title: 'Dołącz do wydarzenia',
    company: 'Zaproszenie od firmy {{company}}',
    submit: 'Zarejestruj się',
    haveAccount: 'Masz już konto?',
  },
  lostPassword: {
    title: 'Nie pamiętasz hasła?',
    intro: 'Podaj adres e-mail swojego konta, a wyślemy na niego link do ustawienia nowego hasła.',
    submit: 'Wyślij link',
    sent: 'Jeśli podany adres e-mail jest zarejestrowany, wysłaliśmy na niego link do zmiany hasła.',
    error: 'Wystąpił błąd podczas wysyłania wiadomości.',
  },
  resetPassword: {
    title: 'Ustaw nowe hasło',
    submit: 'Zmień hasło',
    error: 'Wystąpił błąd podczas resetowania hasła.',
  },
  setPassword: {
    title: 'Ustaw hasło do panelu',
    submit: 'Ustaw hasło',
    error: 'Wystąpił błąd podczas zmiany hasła.',
  },
};
