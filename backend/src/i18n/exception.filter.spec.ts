import { HttpStatus, type HttpServer } from '@nestjs/common';
import { IDEMPOTENCY_IN_PROGRESS } from '@lesne/contracts';
import { AppError } from './app-error';
import { ApiExceptionFilter } from './exception.filter';

describe('ApiExceptionFilter and Postgres', () => {
  const filter = new ApiExceptionFilter({} as HttpServer);
  const refused = (code: string) => Object.assign(new Error(`postgres refused (${code})`), { code });

  it.each(['22P02', '22003', '22021', '22007', '22008', '54001'])('answers a value Postgres refuses (%s) with a 400 in the caller language', (code) => {
    expect(filter.toBody(refused(code), 'en')).toEqual({ statusCode: 400, message: 'Bad request.', error: 'Bad Request' });
    expect(filter.toBody(refused(code), 'pl').message).toBe('Nieprawidłowe żądanie.');
  });

  it.each(['40P01', '40001', '23503'])('answers two requests that met in the database (%s) with a 409 that says to try again', (code) => {
    expect(filter.toBody(refused(code), 'en')).toEqual({
      statusCode: 409,
      message: 'The same data changed elsewhere at this very moment. Please try again.',
      error: 'Conflict',
      code: 'errors.concurrentChange',
    });
  });

  it('still answers any other database failure with a 500 that shows nothing of it', () => {
    expect(filter.toBody(refused('42P01'), 'en')).toEqual({ statusCode: 500, message: 'Server error. Please try again in a moment.', error: 'Internal Server Error' });
  });
});

describe('ApiExceptionFilter and our own refusals', () => {
  const filter = new ApiExceptionFilter({} as HttpServer);

  it('names the refusal in a code a client can act on, beside the message for people', () => {
    expect(filter.toBody(new AppError(HttpStatus.CONFLICT, 'idempotency.inProgress'), 'en')).toEqual({
      statusCode: 409,
      message: 'A request with this Idempotency-Key is still in progress. Try again in a moment.',
      error: 'Conflict',
      code: IDEMPOTENCY_IN_PROGRESS,
    });
  });
});
