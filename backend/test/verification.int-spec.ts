import { Certificate, db, Diploma } from '@lesne/db';
import { VERIFICATION_CHECKS_PER_ADDRESS } from '@lesne/domain';
import { randomIp, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

const check = (code: string, ip?: string) => stack.api(ip).get(`/api/v1/verification/${code}`);

/** A participant's diploma printed twice (the first replaced) and the company's printed certificate, inserted as the workers leave them. */
async function printedDocuments() {
  const { company, participants } = await stack.factory.crew({ dateFrom: '2026-04-01', dateTo: '2026-04-30', closedAt: new Date('2026-05-01T00:00:00Z'), posadzimyUserId: 'p-verify' });
  const user = participants[0];
  const diplomas = stack.dataSource.getRepository(Diploma);
  const diploma = { userId: user.id, companyId: company.id, lang: 'pl', km: 321.5, trees: 64, documentToken: 'token-not-served-here' };
  const old = await diplomas.save({ ...diploma, name: 'Ala Stara', verificationCode: db.documents.newVerificationCode(), replacedAt: new Date('2026-05-02T10:00:00Z') });
  const current = await diplomas.save({ ...diploma, name: 'Ala Uczestnik', verificationCode: db.documents.newVerificationCode(), replacedAt: null });
  const certificate = await stack.dataSource.getRepository(Certificate).save({
    companyId: company.id, template: 130, lang: 'en', text: 'Thanks', state: 'ready', verificationCode: db.documents.newVerificationCode(),
    documentToken: 'certificate-token', replacedAt: null, name: company.name, km: 4321.25, trees: 1100,
  });
  return { company, user, old, current, certificate };
}

describe('GET /verification/:code (public)', () => {
  it('says what a current diploma states, and nothing about the person beyond it: no km, which come partly from Strava', async () => {
    const { company, user, current } = await printedDocuments();
    const answer = await check(current.verificationCode).expect(200);
    expect(answer.body).toEqual({
      kind: 'diploma', name: 'Ala Uczestnik', companyName: company.name, dateFrom: '2026-04-01', dateTo: '2026-04-30',
      km: null, trees: 64, issuedAt: current.createdAt.toISOString(), current: true,
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(user.email);
    expect(text).not.toMatch(/"\w*[iI]d"\s*:/);
  });

  it('says a replaced diploma was genuine but is no longer current', async () => {
    const { old } = await printedDocuments();
    expect((await check(old.verificationCode).expect(200)).body).toMatchObject({ kind: 'diploma', name: 'Ala Stara', current: false });
  });

  it("says what a printed certificate states: the company's name and figures", async () => {
    const { company, certificate } = await printedDocuments();
    expect((await check(certificate.verificationCode).expect(200)).body).toEqual({
      kind: 'certificate', name: company.name, companyName: company.name, dateFrom: '2026-04-01', dateTo: '2026-04-30',
      km: 4321.25, trees: 1100, issuedAt: certificate.createdAt.toISOString(), current: true,
    });
  });

  it('states the closing day as the last day of an event ended by trees', async () => {
    const company = await stack.factory.company({ dateFrom: '2026-03-01', dateTo: null, eventEndType: 'trees', closedAt: new Date('2026-03-20T23:30:00Z') });
    const certificate = await stack.dataSource.getRepository(Certificate).save({
      companyId: company.id, template: 129, lang: 'pl', text: 'x', state: 'ready', verificationCode: db.documents.newVerificationCode(),
      documentToken: 't', replacedAt: null, name: company.name, km: 1, trees: 1,
    });
    expect((await check(certificate.verificationCode).expect(200)).body).toMatchObject({ dateFrom: '2026-03-01', dateTo: '2026-03-21' });
  });

  it('reads a code typed in lower case, with spaces or without dashes', async () => {
    const { current } = await printedDocuments();
    const bare = current.verificationCode.replace(/-/g, '');
    for (const typed of [current.verificationCode.toLowerCase(), `${bare.slice(0, 4)} ${bare.slice(4, 8)} ${bare.slice(8)}`, bare]) {
      expect((await check(encodeURIComponent(typed)).expect(200)).body.name).toBe('Ala Uczestnik');
    }
  });

  it('answers a wrong, malformed or unprinted code with the same bare 404', async () => {
    const { current } = await printedDocuments();
    const rendering = await stack.dataSource.getRepository(Certificate).save({
      companyId: current.companyId, template: 129, lang: 'pl', text: 'x', state: 'rendering', verificationCode: db.documents.newVerificationCode(),
      documentToken: null, replacedAt: new Date(), name: 'x', km: 0, trees: 0,
    });
    const wrong = current.verificationCode.startsWith('0') ? `1${current.verificationCode.slice(1)}` : `0${current.verificationCode.slice(1)}`;
    const answers: unknown[] = [];
    for (const code of [wrong, 'ABCD-EFGH-JKMN', 'short', 'IIII-LLLL-OOOO', encodeURIComponent('<script>'), 'x'.repeat(90), rendering.verificationCode]) {
      answers.push((await check(code).expect(404)).body);
    }
    expect(answers.map((body) => JSON.stringify(body))).toEqual(answers.map(() => JSON.stringify(answers[0])));
    expect(answers[0]).toEqual({ statusCode: 404, message: 'Nie znaleziono dokumentu o tym kodzie.', error: 'Not Found', code: 'verification.notFound' });
    // past the router's 100 characters a path parameter reaches no route: a 404 as well
    await check('x'.repeat(500)).expect(404);
    expect((await check(wrong).set('Accept-Language', 'en').expect(404)).body.message).toBe('No document has this code.');
  });

  it(`answers 429 from an address past ${VERIFICATION_CHECKS_PER_ADDRESS.points} checks, found or not; other addresses go on`, async () => {
    const { current } = await printedDocuments();
    const ip = randomIp();
    for (let sent = 0; sent < VERIFICATION_CHECKS_PER_ADDRESS.points; sent += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, index) => check((sent + index) % 2 ? current.verificationCode : 'ABCD-EFGH-JKMN', ip).expect((sent + index) % 2 ? 200 : 404)));
    }
    const refused = await check(current.verificationCode, ip).expect(429);
    expect(refused.body.message).toMatch(/^Zbyt wiele prób. Spróbuj ponownie za \d+ s.$/);
    await check(current.verificationCode).expect(200);
  });
});
