export const user = {
  editName: {
    title: 'Zmień imię',
    description: 'Możesz podać imię i nazwisko albo pseudonim.',
    label: 'Imię i nazwisko',
    saved: 'Imię zostało zmienione.',
  },
};
