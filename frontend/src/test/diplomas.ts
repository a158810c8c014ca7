import type { CertificateInfo, CertificatesResponse, DiplomaListResponse, DiplomaRow, DiplomaRunProgress } from '@lesne/contracts';

export function aDiplomaRow(overrides: Partial<DiplomaRow> = {}, user: Partial<DiplomaRow['_user']> = {}): DiplomaRow {
  return {
    user_id: 31,
    _user: { name: 'Jan Kowalski', email: 'jan@zielona.demo', diplomaName: 'Jan Kowalski', ...user },
    treeSum: 24.1,
    treesOnDiploma: 24,
    diplom: null,
    emailSentDate: null,
    sendAvailableAt: null,
    ...overrides,
  };
}

export function diplomaPage(items: DiplomaRow[], overrides: Partial<DiplomaListResponse> = {}): DiplomaListResponse {
  return {
    items,
    itemsTotal: items.length,
    curPage: 1,
    pageTotal: 1,
    unavailable: null,
    toGenerate: items.filter((row) => !row.diplom && row.treesOnDiploma >= 1).length,
    toSend: items.filter((row) => row.diplom && !row.emailSentDate).length,
    ...overrides,
  };
}

export function aRun(overrides: Partial<DiplomaRunProgress> = {}): DiplomaRunProgress {
  return { runId: 1, companyId: 3, action: 'generate', lang: 'pl', total: 40, done: 0, failed: 0, finished: false, ...overrides };
}

export function aCertificate(overrides: Partial<CertificateInfo> = {}): CertificateInfo {
  return {
    template: 129,
    lang: 'pl',
    text: 'Gratulacje',
    state: 'ready',
    url: '/api/v1/documents/tok-123',
    verificationCode: 'ABCD-EFGH-JKMN',
    ...overrides,
  };
}

export function certificates(overrides: Partial<CertificatesResponse> = {}): CertificatesResponse {
  return { certLeft: 1500, certificate: null, generatedInPlantingPanel: false, unavailable: null, ...overrides };
}
