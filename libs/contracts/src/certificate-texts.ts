import type { DocumentLang } from './documents';

/**
 * The dedication a certificate carries unless the company admin writes another (docs/product.md#company-certificate:
 * congratulations and thanks for planting trees in the action). The SPA offers it in the form;
 * the samples print it.
 */
export const DEFAULT_CERTIFICATE_DEDICATION: Record<DocumentLang, string> = {
  pl: 'Gratulujemy i dziękujemy za posadzenie drzew w akcji Leśne Wyzwanie!',
  en: 'Congratulations and thank you for planting trees in the Forest Challenge!',
};
