export const users = {
  title: 'Lista użytkowników',
  search: 'Szukaj użytkownika',
  tableLabel: 'Użytkownicy',
  empty: 'Brak użytkowników.',
  columns: {
    email: 'Adres e-mail',
    name: 'Imię',
    company: 'Nazwa firmy',
    strava: 'Strava',
    action: 'Akcja',
  },
  strava: {
    profile: 'Profil Strava',
    full: 'Pełny dostęp',
    restricted: 'Niepełny dostęp',
  },
  stravaUpdate: 'Aktualizuj Strava',
  stravaLog: 'Dziennik importów Strava',
  delete: 'usuń',
  you: 'To Ty',
  confirmDelete: {
    title: 'Usuń użytkownika {{email}}',
    text: 'Czy na pewno chcesz użytkownika wraz z wszytskimi aktywnościami?',
    confirm: 'Usuń',
  },
  toast: {
    deleted: 'Użytkownik usunięty pomyślnie',
    deleteError: 'Wystąpił błąd podczas usuwania użytkownika.',
    fetchError: 'Wystąpił błąd podczas pobierania użytkowników',
  },
};
