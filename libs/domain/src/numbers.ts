const polishTwoDecimals = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Numbers are shown with two decimals in Polish format; anything unparseable shows 0,00. */
export function formatStat(value: unknown): string {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(',', '.'));
  return polishTwoDecimals.format(Number.isFinite(number) ? number : 0);
}
