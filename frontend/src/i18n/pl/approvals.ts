/** Entry approval (/zatwierdzenie-wpisow). */
export const approvals = {
  title: 'Zatwierdzanie wpisów',
  pending: {
    title: 'Wpisy oczekujące na zatwierdzenie',
    lead: 'Ręcznie dodane wyniki liczą się do wydarzenia dopiero po zatwierdzeniu.',
    empty: 'Brak wpisów do zatwierdzenia.',
  },
  flagged: {
    title: 'Zgłoszone wpisy',
    lead: 'Te wpisy wyglądają na podejrzane: zgłosił je uczestnik albo wykrył system. Usuń flagę, jeśli wpis jest w porządku, albo usuń aktywność.',
    reason: 'Powód',
    empty: 'Brak zgłoszonych wpisów.',
    count_one: '{{count}} zgłoszenie',
    count_few: '{{count}} zgłoszenia',
    count_many: '{{count}} zgłoszeń',
    count_other: '{{count}} zgłoszenia',
  },
  flagReason: {
    participant: 'Zgłoszenie uczestnika',
    duplicate: 'Powtórzony wynik: w tym samym czasie użytkownik ma inny wpis o podobnym dystansie',
    tooFast: 'Szybciej niż rekord świata na tym dystansie',
    speedForSport: 'Prędkość nietypowa dla tego rodzaju aktywności',
    dayTotal: 'Suma dystansu z tego dnia przekracza ludzkie możliwości',
    beyondManualLimit: 'Dłuższy niż {{km}} km, limit wpisu ręcznego',
  },
  actions: {
    approve: 'Zatwierdź',
    deny: 'Odrzuć',
    removeFlag: 'Usuń flagę',
    removeActivity: 'Usuń aktywność',
  },
  toast: {
    approved: 'Wpis został zatwierdzony.',
    denied: 'Wpis został odrzucony.',
    flagRemoved: 'Flaga została usunięta.',
    activityRemoved: 'Aktywność została usunięta.',
    decisionError: 'Nie udało się zapisać decyzji.',
    fetchError: 'Wystąpił błąd podczas pobierania wpisów',
  },
  confirmDeny: {
    title: 'Odrzucić wpis?',
    description: 'Wpis użytkownika {{name}} z dnia {{date}} ({{type}}, {{km}} km) nie zostanie zaliczony do wydarzenia.',
    confirm: 'Odrzuć wpis',
  },
  confirmRemove: {
    title: 'Usunąć aktywność?',
    description:
      'Aktywność użytkownika {{name}} z dnia {{date}} ({{type}}, {{km}} km) zostanie usunięta, a jej drzewa odjęte od sumy. Tej operacji nie można cofnąć.',
    confirm: 'Usuń aktywność',
  },
};
