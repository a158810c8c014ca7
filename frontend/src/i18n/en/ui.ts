export const ui = {
  toasts: {
    label: 'Notifications',
  },
  pagination: {
    label: 'Pagination',
    summary_one: 'Showing {{shown}} of {{count}} result',
    summary_other: 'Showing {{shown}} of {{count}} results',
    previous: 'Previous',
    next: 'Next',
    perPage: 'Show:',
  },
  samples: {
    open: 'Enlarge: {{title}}',
    lightbox: 'Sample preview',
    close: 'Close',
    previous: 'Previous',
    next: 'Next',
  },
};
