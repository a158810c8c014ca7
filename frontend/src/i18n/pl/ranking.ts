/** The ranking on the home page (and on my results), its rows and the podium. */
export const ranking = {
  title: 'Ranking',
  captionUser: 'Ranking uczestników',
  captionTeam: 'Ranking drużyn',
  mode: {
    label: 'Rodzaj rankingu',
    user: 'Indywidualny',
    team: 'Drużynowy',
  },
  columns: {
    place: 'Miejsce',
    name: 'Nazwa',
    trees: 'Drzewa',
  },
  counted: 'Miejsca liczymy w drzewach. Kilometry ze Stravy widzi tylko ich właściciel.',
  nameHidden: 'Inni widzą tu „Użytkownik anonimowy”.',
  anonymousUser: 'Użytkownik anonimowy',
  unnamedTeam: 'Drużyna bez nazwy',
  you: '(Ty)',
  yourTeam: '(Twoja drużyna)',
  loadMore: 'Pokaż więcej',
  empty: {
    title: 'Nikt nie ma jeszcze zatwierdzonych wyników',
    waiting: 'Ranking ruszy razem z wydarzeniem, gdy pojawią się pierwsze zatwierdzone wyniki.',
    inProgress: 'Pierwszy zatwierdzony wynik otworzy ranking.',
    closed: 'Wydarzenie zakończyło się bez zatwierdzonych wyników.',
    action: 'Dodaj swój wynik',
  },
  listError: 'Nie udało się wczytać rankingu.',
  activities: {
    label: 'Aktywności: {{name}}',
    empty: 'Brak zatwierdzonych aktywności.',
    error: 'Nie udało się wczytać aktywności.',
    fromStrava: 'Wyniki ze Stravy: {{trees}} (szczegóły widzi tylko właściciel)',
  },
  rank: {
    error: 'Nie udało się wczytać podium',
  },
  rankRow: {
    flag: 'Zgłoś',
    addFlagSuccess: 'Dziękujemy! Aktywność została zgłoszona administratorowi do sprawdzenia.',
    addFlagError: 'Nie udało się zgłosić aktywności.',
    confirm: {
      title: 'Zgłosić aktywność?',
      description:
        'Aktywność użytkownika {{name}} z dnia {{date}} ({{type}}, {{km}} km) trafi do administratora wydarzenia, który sprawdzi, czy jest prawdziwa.',
      confirm: 'Zgłoś aktywność',
    },
  },
  podium: {
    title: 'Podium',
    lead: 'Wydarzenie zakończone. Oto zwycięzcy!',
    modeLabel: 'Rodzaj podium',
    place1: '1. miejsce',
    place2: '2. miejsce',
    place3: '3. miejsce',
    empty: 'Nikt nie zdobył miejsca na podium.',
  },
};
