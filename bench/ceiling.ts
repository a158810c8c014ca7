import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { kill } from '../test/processes';

/**
 * A bare Node HTTP server answering every request with the given body, a process of its own as
 * the API is: what the machine, Node and wrk allow for an answer of that size, measured in the
 * same run as the endpoint it is compared with.
 */
const SERVER = `
let body = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => (body += chunk)).on('end', () =>
  require('node:http')
    .createServer((request, response) => response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body))
    .listen(0, '127.0.0.1', function () { console.log(this.address().port); }),
);
`;

export interface Ceiling {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function startCeiling(body: string): Promise<Ceiling> {
  // The body comes on stdin: an office screen's view can be larger than an argument or a variable may be.
  const server = spawn(process.execPath, ['-e', SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  server.stdin.end(body);
  const [port] = (await once(server.stdout, 'data')) as [Buffer];
  if (server.pid === undefined) throw new Error('the ceiling server did not start');
  return { url: `http://127.0.0.1:${port.toString().trim()}`, pid: server.pid, stop: () => kill(server, 'SIGTERM') };
}
