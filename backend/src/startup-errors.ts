/** One clear line, with the way out, instead of a stack trace when a service is not there. */
export function explainUnreachable(error: unknown): string {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : String(error);
  if (/5432|postgres|ECONNREFUSED.*543/i.test(text)) {
    return 'PostgreSQL is not reachable (DATABASE_URL). Start it: `pg_ctlcluster 15 main start` (Debian), or `docker compose up -d postgres redis`.';
  }
  if (/6379|redis/i.test(text)) {
    return 'Redis is not reachable (REDIS_URL). Start it: `redis-server --daemonize yes`, or `docker compose up -d postgres redis`.';
  }
  return error instanceof Error ? `Could not start: ${error.message}` : `Could not start: ${text}`;
}
