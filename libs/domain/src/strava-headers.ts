/** How Strava's documentation writes a name, how the wire carries it (X-Ratelimit-Limit) and how Node keeps it (lower case). */
function spellings(name: string): string[] {
  const onTheWire = name
    .split('-')
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join('-');
  return [...new Set([name.toLowerCase(), name, onTheWire])];
}

/** A header of a Strava response, however its name is spelt; `get` is e.g. Headers.get. */
export function stravaHeader(get: (name: string) => string | null | undefined, name: string): string | undefined {
  for (const spelling of spellings(name)) {
    const value = get(spelling);
    if (value !== null && value !== undefined) return value;
  }
  return undefined;
}
