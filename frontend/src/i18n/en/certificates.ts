/** The company's certificate (/dyplomy/certyfikaty): spec sections 2 and 8. */
export const certificates = {
  title: 'Certificate',
  info: {
    title: 'Certificate for the company',
    text: 'The certificate is available once the event has finished, for companies with an account at posadzimy.pl. You can generate it from one of two templates:',
    reason: {
      notClosed: 'Your event has not finished yet.',
      noPlantingAccount: 'Your company does not have an account at posadzimy.pl yet.',
    },
  },
  templates: {
    own: 'Own template',
    planting: 'Tree-planting template',
    ownAlt: 'A sample certificate from the own template',
    plantingAlt: 'A sample certificate from the tree-planting template',
    generateOwn: 'Generate with the own template',
    generatePlanting: 'Generate with the tree-planting template',
  },
  certLeft: 'Certificates left',
  lang: 'Certificate language',
  dedication: 'Dedication',
  dedicationHint: 'The text on the certificate, up to {{max}} characters.',
  dedicationRequired: 'Enter a dedication.',
  plantingPanelNotice: 'The certificate has already been generated in the posadzimy.pl panel.',
  plantingPanelLink: 'Go to the posadzimy.pl panel',
  rendering: 'Generating the certificate…',
  ready: 'Your certificate is ready.',
  download: 'Download the certificate',
  copyLink: 'Copy link',
  verificationCode: 'Verification code:',
  loadError: 'Error while loading the certificate',
  toast: {
    generated: 'Certificate generated!',
    error: 'Error while generating the certificate',
    copied: 'Link copied to the clipboard',
    copyError: 'Could not copy the link',
  },
};
