/** A write refused by a unique index (e-mail taken, code reused). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
