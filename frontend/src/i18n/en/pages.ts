/** The public screens' browser tab titles and search descriptions (app/page-meta.ts); the panel's are in ./panelPages.ts. */
export const pages = {
  titleFormat: '{{page}} · Forest Challenge',
  login: { title: 'Sign in', description: 'Sign in to your Forest Challenge panel: the company sports challenge in which kilometres plant trees.' },
  register: { title: 'Sign up', description: 'Join your company’s sports challenge in Forest Challenge.' },
  lostPassword: { title: 'Forgot your password?', description: 'Send yourself a link to set a new password for your Forest Challenge panel.' },
  setPassword: { title: 'Set your password', description: 'Set the password for your Forest Challenge panel.' },
  privacy: { title: 'Privacy policy', description: 'How Forest Challenge processes the personal data of participants and companies.' },
  terms: { title: 'Terms of service', description: 'The rules for using Forest Challenge.' },
  accountDeletion: { title: 'Account deletion', description: 'How to delete your Forest Challenge account and what then happens to your data.' },
  verification: { title: 'Document verification', description: 'Check that a Forest Challenge diploma or certificate is genuine.' },
  unsubscribe: { title: 'Unsubscribe from summaries', description: 'Turn off the weekly e-mail summaries of the challenge.' },
  officeScreen: { title: 'Office screen', description: 'A company challenge’s ranking and planted trees, live.' },
};
