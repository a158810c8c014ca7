import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { AppConfig } from '@lesne/config';

/** The route that answers every SPA page (its pattern, as Fastify names it to the request log and the metrics). */
export const SPA_ROUTE = '/*';

/** Paths that are never SPA pages (the API, tools, files): an unknown one is a 404, not index.html. */
const NOT_PAGES = /^\/(api|dev|socket\.io)(\/|$)|\.[^/]*$/;

/** The built SPA: frontend/dist of this checkout unless SPA_DIR says otherwise. */
export function spaDirectory(config: AppConfig): string {
  return config.SPA_DIR ?? join(process.cwd(), 'frontend', 'dist');
}

/** Vite's content-hashed output: a new build gives a file a new name, so a browser may keep one for good. */
const HASHED_ASSETS = `${sep}assets${sep}`;

/**
 * Serves the built SPA's files, and its index.html for every other page path, so client-side
 * routes survive a reload. Without a build, pages answer 404. A file is sent as the build
 * compressed it (brotli or gzip, whichever the browser takes), hashed assets are cached for a
 * year, everything else is asked again (by its ETag) so a release is seen at once.
 */
export async function serveSpa(app: NestFastifyApplication, directory: string): Promise<void> {
  const built = existsSync(join(directory, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: directory,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) =>
        response.setHeader('Cache-Control', path.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.getHttpAdapter().getInstance().get(SPA_ROUTE, (request, reply) => {
    if (!built || NOT_PAGES.test(request.url.split('?')[0])) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
