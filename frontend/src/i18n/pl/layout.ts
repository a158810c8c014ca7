export const layout = {
  nav: {
    label: 'Menu główne',
    home: 'Strona główna',
    integrations: 'Moje integracje',
    results: 'Moje wyniki',
    settings: 'Ustawienia wydarzenia',
    approvals: 'Zatwierdzanie wpisów',
    activities: 'Lista aktywności',
    diplomas: 'Dyplomy',
    teams: 'Drużyny',
    users: 'Lista użytkowników',
    events: 'Zarządzanie wydarzeniami',
    queues: 'Kolejki zadań',
    queuesFailed: 'Nie udało się otworzyć kolejek zadań.',
    reviewBadge_one: '{{count}} wpis do sprawdzenia',
    reviewBadge_few: '{{count}} wpisy do sprawdzenia',
    reviewBadge_many: '{{count}} wpisów do sprawdzenia',
    reviewBadge_other: '{{count}} wpisu do sprawdzenia',
  },
  conditions: {
    label: 'Sprawy dla operatora',
    since: 'Od {{day}}.',
    stravaAthleteCap: {
      title: 'Strava: wszystkie miejsca aplikacji są zajęte ({{taken}} z {{limit}})',
      text: 'Strava nie przyjmie połączenia kolejnej osoby. Złóż w Stravie wniosek o Extended Access i ustaw STRAVA_ATHLETE_LIMIT na nowy limit.',
    },
    stravaAppInactive: {
      title: 'Strava odrzuca aplikację Leśnego Wyzwania',
      text: 'Każde wywołanie kończy się odpowiedzią 403 „Application Status Inactive”: zwykle wygasła subskrypcja właściciela aplikacji. Importy czekają i ruszą same.',
    },
    stravaSubscriptionElsewhere: {
      title: 'Webhooki Stravy trafiają pod inny adres',
      text: 'Strava wysyła zdarzenia aplikacji pod adres {{callbackUrl}}, więc nowe aktywności nie docierają tu od razu. Jeśli ten adres jest zbędny, usuń tamtą subskrypcję w Stravie.',
    },
  },
  menu: 'Menu',
  logout: 'Wyloguj się',
  impersonation: {
    viewing: 'Przeglądasz panel firmy {{company}}',
    viewingAccount: 'Przeglądasz panel innego konta.',
    back: 'Wróć do panelu administratora',
  },
  companyError: 'Nie udało się wczytać danych firmy.',
  startupError: 'Nie udało się wczytać panelu.',
  reconnecting: 'Łączenie z serwerem…',
  /** back from Strava's page, while the panel loads and the code is traded */
  stravaLinking: 'Strava zatwierdziła dostęp. Łączymy Twoje konto z wydarzeniem…',
};
