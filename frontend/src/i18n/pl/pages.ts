/** The public screens' browser tab titles and search descriptions (app/page-meta.ts); the panel's are in ./panelPages.ts. */
export const pages = {
  titleFormat: '{{page}} · Leśne Wyzwanie',
  login: { title: 'Logowanie', description: 'Zaloguj się do panelu Leśnego Wyzwania, firmowego wyzwania sportowego, w którym kilometry sadzą drzewa.' },
  register: { title: 'Rejestracja', description: 'Dołącz do firmowego wyzwania sportowego swojej firmy w Leśnym Wyzwaniu.' },
  lostPassword: { title: 'Nie pamiętasz hasła?', description: 'Wyślij sobie link, którym ustawisz nowe hasło do panelu Leśnego Wyzwania.' },
  setPassword: { title: 'Ustaw hasło', description: 'Ustaw hasło do swojego panelu Leśnego Wyzwania.' },
  privacy: { title: 'Polityka prywatności', description: 'Jak Leśne Wyzwanie przetwarza dane osobowe uczestników i firm.' },
  terms: { title: 'Regulamin', description: 'Zasady korzystania z Leśnego Wyzwania.' },
  accountDeletion: { title: 'Usunięcie konta', description: 'Jak usunąć konto w Leśnym Wyzwaniu i co dzieje się wtedy z Twoimi danymi.' },
  verification: { title: 'Weryfikacja dokumentu', description: 'Sprawdź, czy dyplom lub certyfikat Leśnego Wyzwania jest prawdziwy.' },
  unsubscribe: { title: 'Wypisanie z podsumowań', description: 'Wyłącz cotygodniowe podsumowania wyzwania wysyłane e-mailem.' },
  officeScreen: { title: 'Ekran biurowy', description: 'Ranking i posadzone drzewa firmowego wyzwania, na żywo.' },
};
