/** REDIS_URL as the host/port options BullMQ's connections take. */
export function redisConnection(url: string): { host: string; port: number; username?: string; password?: string; db: number } {
  const parsed = new URL(url);
  return {
    host: parsed.hostname || '127.0.0.1',
    port: Number(parsed.port || 6379),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    db: Number(parsed.pathname.slice(1) || 0),
  };
}
