import { Agent, request } from 'node:http';

/**
 * One keep-alive agent for every phone and screen a benchmark plays: node:http costs this process
 * about a quarter of fetch's CPU a request here (~0.2 against 0.5 to 1 ms), so the harness takes less of
 * the cores it shares with what it measures, as real phones take none.
 */
const agent = new Agent({ keepAlive: true });

/** Sends a request and reads its answer to the end; resolves with the status code. */
export function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (response) => {
      response.on('error', reject);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.resume();
    });
    call.on('error', reject);
    call.end(options.body);
  });
}
