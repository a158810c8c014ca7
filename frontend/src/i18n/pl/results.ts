/** My results (/moje-wyniki). */
export const results = {
  title: 'Moje wyniki',
  editName: 'Zmień imię',
  summary: {
    title: 'Podsumowanie',
    rank: 'Miejsce w rankingu',
    rankValue: '{{rank}}/{{count}}',
    notRanked: 'jeszcze bez miejsca',
    km: 'Łączny dystans (km)',
    trees: 'Łączna liczba drzew',
  },
  lists: {
    label: 'Które wyniki pokazać',
    mine: 'Moje wpisy',
    all: 'Wszystkie wyniki',
  },
  mine: {
    tableLabel: 'Moje wpisy',
    empty: 'Nie masz jeszcze żadnych wyników',
    emptyAdd: 'Dodaj trening ręcznie albo połącz Stravę: kilometry zamienią się w drzewa.',
    emptyAction: 'Dodaj pierwszy wynik',
    emptyStrava: 'Połącz Stravę, a Twoje treningi pojawią się tu same.',
    error: 'Nie udało się wczytać Twoich wyników.',
  },
  diploma: {
    title: 'Twój dyplom',
    text: 'Dziękujemy za udział w wydarzeniu! Twój dyplom jest gotowy do pobrania.',
    download: 'Pobierz dyplom',
  },
};
