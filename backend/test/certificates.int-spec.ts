import { randomUUID } from 'node:crypto';
import { CERTIFICATE_TEMPLATES, documentPath, IDEMPOTENCY_KEY_HEADER, type CertificatesResponse } from '@lesne/contracts';
import { Certificate, type Company, db, type User } from '@lesne/db';
import { eventually, liveClient, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ listen: true });
});
afterAll(() => stack.close());

const info = async (user: User, actingAdmin?: User): Promise<CertificatesResponse> =>
  (await stack.as(user, { actingAdmin }).get('/api/v1/certificates').expect(200)).body;
const generate = (user: User, body: object) => stack.as(user).post('/api/v1/certificates').send(body);

/** A closed event of 1500.75 trees whose company has an account at the tree-planting service with `certLeft`. */
async function closedCrew(certLeft: number | null = 2000, overrides: Partial<Company> = {}) {
  const plantingUserId = `posadzimy-${randomUUID()}`;
  if (certLeft !== null) stack.planting.setCertLeft(plantingUserId, certLeft);
  return stack.factory.crew({
    posadzimyUserId: plantingUserId, closedAt: new Date(), orderPaid: true, treeSum: 1500.75, distanceSum: 7503.75,
    dateFrom: '2026-05-01', dateTo: '2026-05-31', ...overrides,
  });
}

const readyCertificate = (admin: User) =>
  eventually(async () => {
    const answer = await info(admin);
    expect(answer.certificate?.state).toBe('ready');
    return answer.certificate!;
  }, 20_000);

describe('GET /certificates: availability', () => {
  it('is unavailable without a tree-planting account, asking the service nothing', async () => {
    const { admin } = await stack.factory.crew({ closedAt: new Date() });
    const before = stack.planting.requests;
    expect(await info(admin)).toEqual({ certLeft: null, certificate: null, generatedInPlantingPanel: false, unavailable: 'noPlantingAccount' });
    expect(stack.planting.requests).toBe(before);
  });

  it('treats an id the service does not know as no account', async () => {
    const { admin } = await closedCrew(null);
    expect(await info(admin)).toEqual({ certLeft: null, certificate: null, generatedInPlantingPanel: false, unavailable: 'noPlantingAccount' });
  });

  it('is unavailable until the event is closed, and reads certLeft from the service meanwhile', async () => {
    const { admin } = await closedCrew(1700, { closedAt: null, dateTo: '2099-12-31' });
    expect(await info(admin)).toMatchObject({ certLeft: 1700, unavailable: 'notClosed', certificate: null });
  });

  it("reads certLeft from the stack's tree-planting simulator as it changes", async () => {
    const { admin, company } = await closedCrew(2000);
    expect(await info(admin)).toEqual({ certLeft: 2000, certificate: null, generatedInPlantingPanel: false, unavailable: null });
    stack.planting.setCertLeft(company.posadzimyUserId!, 1501);
    expect((await info(admin)).certLeft).toBe(1501);
  });

  it('says the certificate was already made in the planting panel when certLeft is below the tree sum and none was made here', async () => {
    const { admin, company } = await closedCrew(1500);
    expect((await info(admin)).generatedInPlantingPanel).toBe(true);
    stack.planting.setCertLeft(company.posadzimyUserId!, 1501);
    expect((await info(admin)).generatedInPlantingPanel).toBe(false);
    stack.planting.setCertLeft(company.posadzimyUserId!, 0);
    await generate(admin, { template: CERTIFICATE_TEMPLATES.pl.own, text: 'Dziękujemy!' }).expect(202);
    expect((await info(admin)).generatedInPlantingPanel).toBe(false);
  });

  it('says certLeft is unknown (null, not a made-up 0) while the service fails, and the certificate can still be made', async () => {
    const { admin } = await closedCrew(2000);
    stack.planting.failNext(1, { status: 503 });
    expect(await info(admin)).toMatchObject({ certLeft: null, generatedInPlantingPanel: false, unavailable: null });
    await generate(admin, { template: CERTIFICATE_TEMPLATES.pl.own, text: 'Dziękujemy!' }).expect(202);
    expect((await info(admin)).certLeft).toBe(2000);
  });

  it('is for company admins (and platform admins acting as one), from their own company only', async () => {
    const { admin, participants, company } = await closedCrew(2000);
    await stack.as(participants[0]).get('/api/v1/certificates').expect(403);
    await stack.api().get('/api/v1/certificates').expect(401);
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    expect((await info(admin, platformAdmin)).certLeft).toBe(2000);
    await stack.as(platformAdmin).get('/api/v1/certificates').expect(404);
    await generate(admin, { template: CERTIFICATE_TEMPLATES.pl.own, text: 'Nasz certyfikat' }).expect(202);
    const other = await closedCrew(2000);
    expect((await info(other.admin)).certificate).toBeNull();
    const theirs = await stack.dataSource.getRepository(Certificate).findOneByOrFail({ companyId: company.id });
    expect(theirs.text).toBe('Nasz certyfikat');
  });
});

describe('POST /certificates', () => {
  it('refuses bad templates and dedications with a message in the caller\'s language, storing nothing', async () => {
    const { admin, company } = await closedCrew();
    const fields = async (body: object, lang = 'pl') => (await generate(admin, body).set('Accept-Language', lang).expect(400)).body.fields;
    expect((await fields({ template: 2, text: 'x' })).template).toBe('Wybierz jedną z dozwolonych wartości.');
    expect((await fields({ template: '129', text: 'x' })).template).toBe('Wybierz jedną z dozwolonych wartości.');
    expect((await fields({ text: 'x' })).template).toBe('Wybierz jedną z dozwolonych wartości.');
    expect((await fields({ template: 129, text: '   ' })).text).toBe('To pole jest wymagane.');
    expect((await fields({ template: 129 }, 'en')).text).toBe('This field is required.');
    expect((await fields({ template: 129, text: 'x'.repeat(1001) })).text).toBe('Maksymalna długość to 1000 znaków.');
    expect((await fields({ template: 129, text: 'a\u0000b' })).text).toBe('Tekst zawiera niedozwolone znaki.');
    expect((await fields({ template: 129, text: 'x', lang: 'pl' })).lang).toBe('Nieznane pole: lang.');
    expect(await stack.dataSource.getRepository(Certificate).countBy({ companyId: company.id })).toBe(0);
  });

  it('refuses while the certificate is unavailable, saying why', async () => {
    const open = await closedCrew(2000, { closedAt: null, dateTo: '2099-12-31' });
    const notClosed = await generate(open.admin, { template: 129, text: 'x' }).expect(409);
    expect(notClosed.body.message).toBe('Certyfikat można wygenerować po zakończeniu wydarzenia.');
    const noAccount = await stack.factory.crew({ closedAt: new Date() });
    const refused = await generate(noAccount.admin, { template: 129, text: 'x' }).set('Accept-Language', 'en').expect(409);
    expect(refused.body.message).toBe('The certificate is available to companies with an account at the tree-planting service.');
    await generate(open.participants[0], { template: 129, text: 'x' }).expect(403);
  });

  it('queues the print; a worker makes a PDF, the answer and the company stats link to it, and the admins hear of it', async () => {
    const { admin, company } = await closedCrew();
    const socket = liveClient(stack, stack.tokenFor(admin));
    const heard: unknown[] = [];
    socket.on('certificate:changed', (payload) => heard.push(payload));
    await new Promise((resolve) => socket.on('connect', () => resolve(undefined)));

    const queued = await generate(admin, { template: CERTIFICATE_TEMPLATES.en.planting, text: '  Thank you all!  ' }).expect(202);
    expect(queued.body).toEqual({ template: 8, lang: 'en', text: 'Thank you all!', state: 'rendering', url: null, verificationCode: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/) });

    const ready = await readyCertificate(admin);
    const row = await stack.dataSource.getRepository(Certificate).findOneByOrFail({ companyId: company.id });
    expect(row).toMatchObject({ state: 'ready', lang: 'en', template: 8, name: company.name, km: 7503.75, trees: 1500, replacedAt: null });
    expect(ready).toEqual({ ...queued.body, state: 'ready', url: `${stack.url}${documentPath(row.documentToken!)}` });
    const pdf = await db.documents.documentByToken(stack.dataSource.manager, row.documentToken!);
    expect(pdf?.mimeType).toBe('application/pdf');
    expect(pdf?.data.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const companyView = await stack.as(admin).get('/api/v1/company').expect(200);
    expect(companyView.body.stats.certificate).toBe(ready.url);
    await eventually(async () => expect(heard).toEqual([{ companyId: company.id }]));
    socket.close();
  });

  it('replaces the current certificate: the old code still verifies, as not current, and the link moves to the new PDF', async () => {
    const { admin, company } = await closedCrew();
    await generate(admin, { template: CERTIFICATE_TEMPLATES.pl.own, text: 'Pierwszy' }).expect(202);
    const first = await readyCertificate(admin);
    const second = (await generate(admin, { template: CERTIFICATE_TEMPLATES.pl.planting, text: 'Drugi' }).expect(202)).body;
    expect(second).toMatchObject({ template: 1, lang: 'pl', state: 'rendering', url: null });
    expect(second.verificationCode).not.toBe(first.verificationCode);
    const companyWhileRendering = await stack.as(admin).get('/api/v1/company').expect(200);
    expect(companyWhileRendering.body.stats.certificate).toBeNull();
    const replacement = await readyCertificate(admin);
    expect(replacement.url).not.toBe(first.url);
    const rows = await stack.dataSource.getRepository(Certificate).find({ where: { companyId: company.id }, order: { id: 'ASC' } });
    expect(rows.map((row) => [row.text, row.replacedAt !== null])).toEqual([['Pierwszy', true], ['Drugi', false]]);

    const old = await stack.api().get(`/api/v1/verification/${first.verificationCode}`).expect(200);
    expect(old.body).toMatchObject({ kind: 'certificate', name: company.name, current: false, trees: 1500, km: 7503.75, dateFrom: '2026-05-01', dateTo: '2026-05-31' });
    const current = await stack.api().get(`/api/v1/verification/${replacement.verificationCode}`).expect(200);
    expect(current.body.current).toBe(true);
  });

  it('makes one certificate for one Idempotency-Key, however often the request is retried', async () => {
    const { admin, company } = await closedCrew();
    const key = randomUUID();
    const first = await generate(admin, { template: 130, text: 'Once' }).set(IDEMPOTENCY_KEY_HEADER, key).expect(202);
    const again = await generate(admin, { template: 130, text: 'Once' }).set(IDEMPOTENCY_KEY_HEADER, key).expect(202);
    expect(again.body.verificationCode).toBe(first.body.verificationCode);
    expect(await stack.dataSource.getRepository(Certificate).countBy({ companyId: company.id })).toBe(1);
  });
});
