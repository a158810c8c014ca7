export const ui = {
  toasts: {
    label: 'Powiadomienia',
  },
  pagination: {
    label: 'Stronicowanie',
    summary_one: 'Pokazano {{shown}} z {{count}} wyniku',
    summary_few: 'Pokazano {{shown}} z {{count}} wyników',
    summary_many: 'Pokazano {{shown}} z {{count}} wyników',
    summary_other: 'Pokazano {{shown}} z {{count}} wyników',
    previous: 'Poprzednia',
    next: 'Następna',
    perPage: 'Pokaż:',
  },
  samples: {
    open: 'Powiększ: {{title}}',
    lightbox: 'Podgląd wzoru',
    close: 'Zamknij',
    previous: 'Poprzedni',
    next: 'Następny',
  },
};
