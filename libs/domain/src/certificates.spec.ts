import { CERTIFICATE_TEMPLATE_IDS } from '@lesne/contracts';
import { certificateTemplate, certificateTrees, certificateUnavailable, documentLastDay, generatedInPlantingPanel, isCertificateTemplateId } from './certificates';

describe('certificate templates', () => {
  it("maps the template ids of docs/product.md#company-certificate to their language and design", () => {
    expect(certificateTemplate(129)).toEqual({ lang: 'pl', design: 'own' });
    expect(certificateTemplate(1)).toEqual({ lang: 'pl', design: 'planting' });
    expect(certificateTemplate(130)).toEqual({ lang: 'en', design: 'own' });
    expect(certificateTemplate(8)).toEqual({ lang: 'en', design: 'planting' });
    for (const id of CERTIFICATE_TEMPLATE_IDS) expect(isCertificateTemplateId(id)).toBe(true);
  });

  it('knows no other id', () => {
    for (const id of [0, 2, 128, 131, -1, 1.5, NaN]) expect(certificateTemplate(id)).toBeNull();
    expect(isCertificateTemplateId('129')).toBe(false);
  });
});

describe('certificateUnavailable', () => {
  it('needs a tree-planting account first, then a closed event', () => {
    expect(certificateUnavailable({ posadzimyUserId: null, status: 'closed' })).toBe('noPlantingAccount');
    expect(certificateUnavailable({ posadzimyUserId: '', status: 'closed' })).toBe('noPlantingAccount');
    expect(certificateUnavailable({ posadzimyUserId: 'p-1', status: 'inProgress' })).toBe('notClosed');
    expect(certificateUnavailable({ posadzimyUserId: 'p-1', status: 'waiting' })).toBe('notClosed');
    expect(certificateUnavailable({ posadzimyUserId: 'p-1', status: 'closed' })).toBeNull();
  });
});

describe('generatedInPlantingPanel', () => {
  it('holds only without a certificate here and with an account that has fewer certificates left than trees', () => {
    expect(generatedInPlantingPanel(false, 999, 1000)).toBe(true);
    expect(generatedInPlantingPanel(false, 1000, 999.5)).toBe(false);
    expect(generatedInPlantingPanel(false, 1000, 1000)).toBe(false);
    expect(generatedInPlantingPanel(true, 0, 1000)).toBe(false);
    expect(generatedInPlantingPanel(false, null, 1000)).toBe(false);
  });
});

it('states whole trees', () => {
  expect(certificateTrees(1234.99)).toBe(1234);
  expect(certificateTrees(0.4)).toBe(0);
});

describe('documentLastDay', () => {
  it('is the end date, or the Warsaw day an event ended by trees closed', () => {
    expect(documentLastDay({ dateFrom: '2026-05-01', dateTo: '2026-05-31', closedAt: new Date('2026-06-01T00:00:00Z') })).toBe('2026-05-31');
    expect(documentLastDay({ dateFrom: '2026-05-01', dateTo: null, closedAt: new Date('2026-05-20T22:30:00Z') })).toBe('2026-05-21');
    expect(documentLastDay({ dateFrom: '2026-05-01', dateTo: null, closedAt: null })).toBe('2026-05-01');
  });
});
