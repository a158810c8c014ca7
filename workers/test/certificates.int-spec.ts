import type { Job } from 'bullmq';
import { QUEUES } from '@lesne/contracts';
import { Certificate, Company, CompanyLogo, db, StoredDocument } from '@lesne/db';
import { CertificatesProcessor } from '../src/certificates/certificates.processor';
import { PdfRenderer } from '../src/documents/pdf-renderer';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
afterEach(() => jest.restoreAllMocks());

/** A certificate waiting for its print, as POST /certificates leaves it (no job queued: the test runs it). */
async function waitingCertificate(overrides: Partial<Certificate> = {}): Promise<Certificate> {
  const company = await stack.factory.company({ closedAt: new Date(), posadzimyUserId: 'p-worker', treeSum: 1200, distanceSum: 6000 });
  return stack.dataSource.getRepository(Certificate).save({
    companyId: company.id, template: 129, lang: 'pl', text: 'Dziękujemy!', state: 'rendering', verificationCode: db.documents.newVerificationCode(),
    documentToken: null, replacedAt: null, name: company.name, km: 6000, trees: 1200, ...overrides,
  });
}

const jobFor = (certificateId: number, attemptsMade = 0) =>
  ({ id: `outbox-test-${certificateId}-${attemptsMade}`, name: 'certificates.render', queueName: QUEUES.certificates, data: { certificateId }, attemptsMade, opts: { attempts: 5 } }) as unknown as Job;
const stateOf = async (id: number) => (await stack.dataSource.getRepository(Certificate).findOneByOrFail({ id })).state;

describe('the certificates worker', () => {
  it('prints once: a duplicated or retried job for a ready certificate keeps no second PDF', async () => {
    const certificate = await waitingCertificate();
    const processor = stack.workers!.get(CertificatesProcessor);
    const documents = () => stack.dataSource.getRepository(StoredDocument).count();
    const before = await documents();
    const outcomes = await Promise.all([processor.process(jobFor(certificate.id)), processor.process(jobFor(certificate.id))]);
    expect(outcomes.sort()).toEqual(['printed', 'printedBefore']);
    await expect(processor.process(jobFor(certificate.id, 1))).resolves.toBe('printedBefore');
    expect(await documents()).toBe(before + 1);
    const ready = await stack.dataSource.getRepository(Certificate).findOneByOrFail({ id: certificate.id });
    expect(ready.state).toBe('ready');
    expect(ready.documentToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('leaves a certificate replaced before its print, and one that is gone', async () => {
    const replaced = await waitingCertificate({ replacedAt: new Date() });
    const processor = stack.workers!.get(CertificatesProcessor);
    await expect(processor.process(jobFor(replaced.id))).resolves.toBe('replaced');
    expect(await stateOf(replaced.id)).toBe('rendering');
    await expect(processor.process(jobFor(2_000_000_000))).resolves.toBe('missing');
  });

  it('keeps a certificate rendering through failures it will retry, and marks it failed after the last attempt', async () => {
    const certificate = await waitingCertificate();
    const processor = stack.workers!.get(CertificatesProcessor);
    jest.spyOn(stack.workers!.get(PdfRenderer), 'render').mockRejectedValue(new Error('Chromium went away'));
    await expect(processor.process(jobFor(certificate.id, 0))).rejects.toThrow('Chromium went away');
    expect(await stateOf(certificate.id)).toBe('rendering');
    await expect(processor.process(jobFor(certificate.id, 4))).rejects.toThrow('Chromium went away');
    expect(await stateOf(certificate.id)).toBe('failed');
  });

  it('fails at once a certificate whose template it does not know, which no retry would mend', async () => {
    const certificate = await waitingCertificate({ template: 999 });
    await expect(stack.workers!.get(CertificatesProcessor).process(jobFor(certificate.id))).rejects.toThrow(/unknown template 999/);
    expect(await stateOf(certificate.id)).toBe('failed');
  });
});

describe('the printed certificate', () => {
  it.each([129, 1, 130, 8])('fits the longest dedication and company name on one A4 page (template %i)', async (template) => {
    const certificate = await waitingCertificate({ template, name: 'Ż'.repeat(200), text: `${'Długa dedykacja dla wszystkich uczestników. '.repeat(22)}`.slice(0, 1000) });
    await expect(stack.workers!.get(CertificatesProcessor).process(jobFor(certificate.id))).resolves.toBe('printed');
    const { documentToken } = await stack.dataSource.getRepository(Certificate).findOneByOrFail({ id: certificate.id });
    const pdf = (await stack.dataSource.getRepository(StoredDocument).findOneByOrFail({ token: documentToken! })).data.toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
  });
});

describe('what the certificate prints', () => {
  it("prints the company's logo inline, the event's days, the figures kept on the row and the check page's address", async () => {
    const certificate = await waitingCertificate({ template: 130, km: 1234.5, trees: 246 });
    const logo = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await stack.dataSource.getRepository(CompanyLogo).save({ companyId: certificate.companyId, mimeType: 'image/png', data: logo });
    await stack.dataSource.getRepository(Company).update({ id: certificate.companyId }, { dateFrom: '2026-05-04', dateTo: '2026-05-31' });
    const render = jest.spyOn(stack.workers!.get(PdfRenderer), 'render');
    await stack.workers!.get(CertificatesProcessor).process(jobFor(certificate.id));
    const html = render.mock.calls[0][0];
    expect(html).toContain(`<img class="logo" src="data:image/png;base64,${logo.toString('base64')}" alt="${certificate.name}">`);
    expect(html).toContain('4 May 2026 – 31 May 2026');
    expect(html).toContain('1,234.5 <span class="unit">km</span>');
    expect(html).toContain('>246<');
    expect(html).toContain(`${stack.config.APP_URL}/weryfikacja/${certificate.verificationCode}`);
  });
});
