/**
 * Strava's brand rules (since 2025-11-01) ask that an activity recorded on a Garmin device credit
 * Garmin wherever it is shown: the words to show for a device Strava names, e.g. "Garmin
 * Forerunner 265", or null for any other device (or none, as for one typed in by hand).
 */
export function garminAttribution(deviceName: string | null): string | null {
  const device = deviceName?.trim() ?? '';
  if (!/\bgarmin\b/i.test(device)) return null;
  return /^garmin\b/i.test(device) ? device : `Garmin ${device}`;
}
