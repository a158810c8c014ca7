export const errors = {
  unauthorized: 'Brak dostępu',
  notFound: 'Nie znaleziono zasobu',
  serverError: 'Błąd serwera',
  unexpected: 'Wystąpił nieoczekiwany błąd',
  network: 'Błąd połączenia. Sprawdź połączenie z internetem i spróbuj ponownie.',
};
