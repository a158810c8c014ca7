export const common = {
  appName: 'Leśne Wyzwanie',
  loading: 'Loading...',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  retry: 'Try again',
  language: 'Language',
  poweredBy: 'Powered by <site>posadzimy.pl</site>',
  stravaMark: 'Compatible with Strava',
};
