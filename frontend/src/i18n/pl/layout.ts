export const layout = {
  nav: {
    label: 'Menu główne',
    home: 'Strona główna',
    integrations: 'Moje integracje',
    results: 'Moje wyniki',
    settings: 'Ustawienia eventu',
    approvals: 'Zatwierdzanie wpisów',
    activities: 'Lista aktywności',
    diplomas: 'Dyplomy',
    teams: 'Drużyny',
    users: 'Lista użytkowników',
    events: 'Zarządzanie eventami',
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
};
