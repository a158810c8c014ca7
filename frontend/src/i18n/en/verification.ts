/** The public check of a diploma or certificate (/weryfikacja/{kod}). */
export const verification = {
  title: 'Document verification',
  lead: 'Check whether a Forest Challenge diploma or certificate is genuine: enter the code printed on the document or scan its QR code.',
  code: 'Document code',
  codePlaceholder: 'e.g. ABCD-EFGH-JKMN',
  check: 'Check',
  notFound: 'There is no document with this code.',
  loadError: 'The document could not be checked.',
  kind: {
    diploma: 'Diploma',
    certificate: 'Certificate',
  },
  current: 'Current document',
  currentText: 'This is a genuine and current Forest Challenge document.',
  replaced: 'Replaced by a newer document',
  replacedText: 'This document was genuine, but a newer version was issued later (e.g. after a name change).',
  facts: {
    name: 'Issued to',
    company: 'Company',
    event: 'Event',
    km: 'Kilometres',
    trees: 'Trees',
    issuedAt: 'Issued on',
    code: 'Code',
  },
};
