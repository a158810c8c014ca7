export const home = {
  title: 'Strona główna',
  greeting: 'Cześć, {{name}}!',
  company: 'Bierzesz udział w wyzwaniu firmy {{company}}.',
  noCompany: 'Twoje konto nie jest przypisane do żadnej firmy.',
  editName: 'Zmień imię',
};
