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
    hidden: 'Twoje imię jest ukryte w rankingach.',
    shown: 'Twoje imię znów jest widoczne w rankingach.',
    error: 'Nie udało się zapisać ustawienia.',
  },
};
