export const common = {
  appName: 'Leśne Wyzwanie',
  loading: 'Ładowanie...',
  close: 'Zamknij',
  cancel: 'Anuluj',
  save: 'Zapisz',
  retry: 'Spróbuj ponownie',
  language: 'Język',
  poweredBy: 'Działa dzięki <site>posadzimy.pl</site>',
  stravaMark: 'Współpracuje ze Stravą',
};
