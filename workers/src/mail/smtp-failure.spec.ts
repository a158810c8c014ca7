import { mayHaveBeenAccepted } from './smtp-failure';

/** Failures as nodemailer reports them (each seen against a real server: refusing, closed, cut off). */
const failure = (fields: object) => Object.assign(new Error('send failed'), fields);

describe('mayHaveBeenAccepted', () => {
  it('is false when the server answered with a refusal, at any step', () => {
    expect(mayHaveBeenAccepted(failure({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }))).toBe(false);
    expect(mayHaveBeenAccepted(failure({ code: 'EMESSAGE', command: 'DATA', responseCode: 451 }))).toBe(false);
    expect(mayHaveBeenAccepted(failure({ code: 'ECONNECTION', command: 'CONN', responseCode: 421 }))).toBe(false);
  });

  it('is false when no connection was made, or none got as far as the mail', () => {
    expect(mayHaveBeenAccepted(failure({ code: 'ESOCKET', originalCode: 'ECONNREFUSED', command: 'CONN' }))).toBe(false);
    expect(mayHaveBeenAccepted(failure({ code: 'EDNS', originalCode: 'ENOTFOUND', command: 'CONN' }))).toBe(false);
    expect(mayHaveBeenAccepted(failure({ code: 'ETIMEDOUT', timeoutType: 'CONNECT_TIMEOUT', command: 'CONN' }))).toBe(false);
    expect(mayHaveBeenAccepted(failure({ code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT', command: 'CONN' }))).toBe(false);
  });

  it("is false for nodemailer's own checks and for failures that are not a send's", () => {
    expect(mayHaveBeenAccepted(failure({ code: 'EENVELOPE', command: 'API' }))).toBe(false);
    expect(mayHaveBeenAccepted(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
  });

  it('is true when the open connection was lost or went silent: the server may have read the final dot', () => {
    expect(mayHaveBeenAccepted(failure({ code: 'ECONNECTION', command: 'CONN' }))).toBe(true);
    expect(mayHaveBeenAccepted(failure({ code: 'ESOCKET', originalCode: 'ECONNRESET', command: 'CONN' }))).toBe(true);
    expect(mayHaveBeenAccepted(failure({ code: 'ETIMEDOUT', timeoutType: 'SOCKET_TIMEOUT', command: 'CONN' }))).toBe(true);
  });
});
