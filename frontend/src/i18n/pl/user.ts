export const user = {
  editName: {
    title: 'Zmień imię',
    description: 'Możesz podać imię i nazwisko albo pseudonim.',
    label: 'Imię i nazwisko',
    saved: 'Imię zostało zmienione.',
  },
  hideName: {
    label: 'Ukryj moje imię w rankingach',
    hint: 'Inni zobaczą „Użytkownik anonimowy” w rankingu, na podium i na ekranach w biurze. Twoje drzewa nadal się liczą, a administratorzy wydarzenia dalej widzą Twoje imię.',
    on: 'Twoje imię jest ukryte w rankingach.',
    off: 'Twoje imię znów jest widoczne w rankingach.',
    error: 'Nie udało się zapisać ustawienia.',
  },
  unsubscribe: {
    title: 'Cotygodniowe podsumowanie',
    lead: 'Czy chcesz przestać dostawać e-mailem cotygodniowe podsumowanie Leśnego Wyzwania?',
    confirm: 'Wypisz mnie',
    later: 'Możesz je włączyć z powrotem w każdej chwili na stronie „Moje wyniki”.',
  },
  weeklyDigest: {
    label: 'Wysyłaj mi cotygodniowe podsumowanie',
    hint: 'W poniedziałek rano e-mail z Twoimi wynikami tygodnia, miejscem w rankingu i drzewami firmy, dopóki trwa wyzwanie.',
    on: 'W poniedziałek dostaniesz podsumowanie tygodnia.',
    off: 'Nie będziesz już dostawać cotygodniowych podsumowań.',
    error: 'Nie udało się zapisać ustawienia.',
  },
};
