import { AxiosError } from 'axios';
import i18next from 'i18next';
import { apiFailure } from '../../test/api-error';
import { errorMessage, fieldErrors } from './errors';

describe('errorMessage', () => {
  afterEach(() => i18next.changeLanguage('pl'));

  it("prefers the server's message", () => {
    expect(errorMessage(apiFailure(403, 'Tylko dla administratorów firmy.'))).toBe('Tylko dla administratorów firmy.');
  });

  it.each([
    [403, 'Brak dostępu', 'Access denied'],
    [404, 'Nie znaleziono zasobu', 'Resource not found'],
    [500, 'Błąd serwera', 'Server error'],
    [502, 'Wystąpił nieoczekiwany błąd', 'An unexpected error occurred'],
  ])('falls back to a text for status %i', async (status, polish, english) => {
    expect(errorMessage(apiFailure(status))).toBe(polish);
    await i18next.changeLanguage('en');
    expect(errorMessage(apiFailure(status))).toBe(english);
  });

  it('says the connection failed when no answer came', () => {
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toMatch(/^Błąd połączenia/);
  });

  it('handles errors that are not from HTTP', () => {
    expect(errorMessage(new Error('boom'))).toBe('Wystąpił nieoczekiwany błąd');
  });
});

describe('fieldErrors', () => {
  it('returns the per-field messages of a validation error', () => {
    expect(fieldErrors(apiFailure(400, 'Błędne dane', { email: 'Ten e-mail jest zajęty.' }))).toEqual({
      email: 'Ten e-mail jest zajęty.',
    });
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});
