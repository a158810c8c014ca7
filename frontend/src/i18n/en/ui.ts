export const ui = {
  date: {
    placeholder: 'dd.mm.yyyy',
    invalid: 'Enter the date as dd.mm.yyyy, e.g. 05.03.2026.',
    open: 'Choose the date in a calendar',
    calendar: 'Calendar',
    chooseMonth: 'choose the month',
    chooseYear: 'choose the year',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousYears: 'Previous 12 years',
    nextYears: 'Next 12 years',
  },
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
