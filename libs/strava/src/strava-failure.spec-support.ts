import { StravaError } from './strava-error';

/** The StravaError a call rejects with; fails the test when it resolves or rejects with anything else. */
export async function failure(call: Promise<unknown>): Promise<StravaError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StravaError);
  return error as StravaError;
}
