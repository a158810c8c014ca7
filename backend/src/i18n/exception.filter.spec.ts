import type { HttpServer } from '@nestjs/common';
import { ApiExceptionFilter } from './exception.filter';

describe('ApiExceptionFilter and Postgres', () => {
  const filter = new ApiExceptionFilter({} as HttpServer);
  const refused = (code: string) => Object.assign(new Error(`postgres refused (${code})`), { code });

  it.each(['22P02', '22003', '22021', '22007', '22008', '54001'])('answers a value Postgres refuses (%s) with a 400 in the caller language', (code) => {
    expect(filter.toBody(refused(code), 'en')).toEqual({ statusCode: 400, message: 'Bad request.', error: 'Bad Request' });
    expect(filter.toBody(refused(code), 'pl').message).toBe('Nieprawidłowe żądanie.');
  });

  it('still answers any other database failure with a 500 that shows nothing of it', () => {
    expect(filter.toBody(refused('42P01'), 'en')).toEqual({ statusCode: 500, message: 'Server error. Please try again in a moment.', error: 'Internal Server Error' });
  });
});
