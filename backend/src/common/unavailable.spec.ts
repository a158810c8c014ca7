import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['every address refused (AggregateError)', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
    ['Postgres shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['Postgres crashed (57P02)', withCode('57P02')],
    ['Postgres still starting (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['every connection slot taken (53300)', withCode('53300', 'sorry, too many clients already')],
    ['a statement past its statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['a lock not had within the lock timeout (55P03)', withCode('55P03', 'canceling statement due to lock timeout')],
    ['a dropped session', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a statement of a transaction whose connection failed (TypeORM)', new QueryRunnerProviderAlreadyReleasedError()],
    ['a query on a query runner whose connection failed (TypeORM)', new QueryRunnerAlreadyReleasedError()],
    ['a client that already failed', new Error('Client has encountered a connection error and is not queryable')],
    ['Redis gone (ioredis)', new Error('Connection is closed.')],
    ['Redis not back in time (ioredis)', Object.assign(new Error('Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.'), { name: 'MaxRetriesPerRequestError' })],
    ['a query TypeORM wrapped', new QueryFailedError('SELECT 1', [], withCode('57P01'))],
    ['a cause', new Error('load failed', { cause: withCode('ECONNREFUSED') })],
  ])('holds for %s', (_, error) => {
    expect(isUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('does not hold for %s', (_, error) => {
    expect(isUnavailable(error)).toBe(false);
  });
});
