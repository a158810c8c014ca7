const polishDate = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Dates are shown in Polish format in both languages, e.g. 30.05.2025. */
export function formatDate(date: Date): string {
  return polishDate.format(date);
}
