/**
 * The name a greeting uses: the first word of the name a person gave (their first name, or their
 * nickname), as people greet one another: "Cześć Anna," rather than "Cześć Anna Nowak,".
 */
export function greetingName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
