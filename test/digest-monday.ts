import { addDays, warsawDay, warsawMidnight } from '@lesne/domain';

/** The first Monday after today, 08:05 in Warsaw, when that week's digest is due: the week it sums up holds today. */
export function nextDigestMorning(): Date {
  let day = addDays(warsawDay(new Date()), 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return new Date(warsawMidnight(day).getTime() + (8 * 60 + 5) * 60_000);
}
