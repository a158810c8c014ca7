import { ACTIVITY_SOURCE_WORDS, ACTIVITY_TYPE_WORDS } from '@lesne/contracts';

/** Activities as every screen shows them, the add-result drawer and the delete confirmation. */
export const activities = {
  types: ACTIVITY_TYPE_WORDS.pl,
  status: {
    approved: 'zatwierdzony',
    pending: 'oczekuje',
    denied: 'odrzucony',
  },
  fromStrava: ACTIVITY_SOURCE_WORDS.pl.integrated,
  withheld: 'Wynik ze Stravy: szczegóły widzi tylko jego właściciel.',
  flaggedMark: 'zgłoszona',
  columns: {
    user: 'Użytkownik',
    date: 'Data',
    type: 'Rodzaj aktywności',
    distance: 'Dystans (km)',
    trees: 'Drzewa',
    status: 'Status',
    actions: 'Akcje',
  },
  delete: {
    action: 'Usuń',
    title: 'Usunąć wynik?',
    description:
      'Wynik z dnia {{date}} ({{type}}, {{km}} km) zostanie usunięty, a jego drzewa odjęte od sumy. Tej operacji nie można cofnąć.',
    confirm: 'Usuń wynik',
    success: 'Wynik został usunięty.',
    error: 'Nie udało się usunąć wyniku.',
  },
  addResult: {
    open: 'Dodaj wynik',
    title: 'Dodaj wynik',
    description: 'Wpisz trening ręcznie: kilometry zamienią się w drzewa.',
    date: 'Data',
    dateHint: 'Od {{min}} do {{max}}',
    distance: 'Dystans (km)',
    distanceHint: 'Na przykład 5,25. Najwyżej 500 km.',
    type: 'Rodzaj aktywności',
    typePlaceholder: 'Wybierz rodzaj aktywności',
    maxDistance: 'Maksymalna długość trasy to 500km',
    treesPreview: 'Za ten wynik: {{trees}}',
    submit: 'Zapisz wynik',
    success: 'Wynik został dodany.',
    pending: 'Wynik został dodany i czeka na zatwierdzenie przez administratora wydarzenia.',
    error: 'Nie udało się dodać wyniku',
    errorBack: 'Wróć do formularza',
    typesError: 'Nie udało się wczytać rodzajów aktywności.',
    daily: {
      today: 'dziś',
      count: 'Wyniki dodane ręcznie – {{day}}: {{n}} z {{limit}}.',
      full: 'To limit na jeden dzień: wybierz inny dzień.',
    },
    invalid: {
      future: 'Nie można dodać wyniku z przyszłości.',
      tooOld: 'Najwcześniejsza możliwa data to {{date}}.',
      beforeEvent: 'Wydarzenie zaczyna się {{date}}.',
      afterEvent: 'Wydarzenie zakończyło się {{date}}.',
      distanceFormat: 'Podaj dystans w kilometrach, np. 5,25 (najwyżej 2 miejsca po przecinku).',
      distancePositive: 'Dystans musi być większy od 0.',
    },
    unavailable: {
      waiting: 'Wyniki będzie można dodawać od startu wydarzenia.',
      closed: 'Wydarzenie się zakończyło: nie można już dodawać wyników.',
      manualOff: 'W tym wydarzeniu wyniki zapisują się tylko ze Stravy.',
    },
  },
};
