/** Activity list (/lista-aktywnosci). */
export const activityList = {
  title: 'Lista aktywności',
  ownDataOnly:
    'Lista, podsumowanie i plik CSV obejmują wyniki wpisane ręcznie. Wyników ze Stravy tu nie ma: regulamin Stravy pozwala oglądać je tylko ich właścicielowi. Ich drzewa liczą się do sumy wydarzenia.',
  filters: {
    label: 'Filtry',
    from: 'Od',
    to: 'Do',
    search: 'Szukaj uczestnika',
    types: 'Rodzaj aktywności',
    typesHint: 'Bez zaznaczenia: wszystkie rodzaje.',
    rangeError: 'Data „do” nie może być wcześniejsza niż data „od”.',
  },
  summary: {
    title: 'Podsumowanie',
    trees: 'Drzewa',
    distance: 'Dystans (km)',
    count: 'Aktywności',
  },
  csv: 'Pobierz CSV',
  csvError: 'Nie udało się pobrać pliku CSV.',
  csvFilename: 'aktywnosci-{{from}}-{{to}}.csv',
  tableLabel: 'Zatwierdzone aktywności',
  empty: 'Brak aktywności dla wybranych filtrów.',
  fetchError: 'Wystąpił błąd podczas pobierania aktywności',
  deleteTitle: 'Usunąć aktywność?',
  deleteDescription:
    'Aktywność użytkownika {{name}} z dnia {{date}} ({{type}}, {{km}} km) zostanie usunięta, a jej drzewa odjęte od sumy. Tej operacji nie można cofnąć.',
  deleteConfirm: 'Usuń aktywność',
};
