/** My integrations (/moje-integracje). */
export const integrations = {
  title: 'Moje integracje',
  strava: {
    title: 'Strava',
    notConnected: 'Twoje konto nie jest połączone ze Stravą.',
    whatHappens: 'Po połączeniu aktywności zapisane w Stravie w czasie wydarzenia będą liczone automatycznie.',
    keepConsents: 'Na stronie Stravy zostaw zaznaczone wszystkie zgody, także na odczyt aktywności widocznych tylko dla Ciebie.',
    connect: 'Połącz ze Stravą',
    exchanging: 'Łączenie ze Stravą…',
    connected: 'Połączono ze Stravą',
    access: 'Dostęp',
    full: 'Pełny dostęp',
    restricted: 'Niepełny dostęp',
    since: 'Połączono',
    viewOnStrava: 'Zobacz na Stravie',
    statusError: 'Nie udało się wczytać stanu połączenia ze Stravą.',
  },
  restricted: {
    title: 'Strava nie udostępnia nam wszystkich Twoich aktywności',
    text: 'Podczas łączenia odznaczono zgodę na odczyt aktywności, więc część z nich nie trafi do wydarzenia. Usuń połączenie i połącz się ze Stravą ponownie, tym razem nie odznaczając zgody na odczyt aktywności.',
  },
  return: {
    connected: 'Połączono ze Stravą. Twoje aktywności będą dodawane automatycznie.',
    deniedTitle: 'Nie połączono ze Stravą',
    denied: 'Na stronie Stravy nie udzielono dostępu. Jeśli chcesz, aby aktywności były dodawane automatycznie, połącz się ponownie i zatwierdź dostęp.',
    foreignTitle: 'Nie połączono ze Stravą',
    foreign: 'To połączenie nie zostało rozpoczęte w tej karcie przeglądarki, więc ze względów bezpieczeństwa je pominęliśmy. Kliknij „Połącz ze Stravą” jeszcze raz.',
    failed: 'Nie udało się połączyć ze Stravą.',
  },
  disconnect: {
    open: 'Usuń połączenie',
    title: 'Usunąć połączenie ze Stravą?',
    description: 'Nowe aktywności ze Stravy nie będą już dodawane. Wyniki, które już się liczą, zostaną.',
    confirm: 'Usuń połączenie',
    done: 'Połączenie ze Stravą zostało usunięte.',
    error: 'Nie udało się usunąć połączenia ze Stravą.',
  },
  manual: {
    title: 'Wyniki ręczne',
    text: 'Nie korzystasz ze Stravy? Swoje wyniki możesz dodawać ręcznie.',
    link: 'Przejdź do moich wyników',
  },
};
