import { HttpStatus } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../i18n/app-error';

/**
 * What a request body may be (docs/limits.md, "Request limits"). Our largest JSON body apart
 * from a logo is an event form of about 1 kB; 64 kB leaves room for any real one, while a
 * bigger body is refused before it is read into memory.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** A logo arrives as base64 in JSON: 2 MB of image is about 2.7 MB of body. */
export const LOGO_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** Our deepest body is 2 levels (an event's convert); JSON.parse and class-transformer recurse, so a deep one must never reach them. */
const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays or objects deeper than maxDepth: one pass over the text that
 * stops at the first level too many, so a bomb of brackets costs microseconds, not a parse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > maxDepth) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/**
 * application/json as Fastify parses it (prototype poisoning refused), except that an empty
 * body is no body, as a bodiless DELETE sent with the header means, and nesting is bounded first.
 */
export function registerJsonBodyParser(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError(HttpStatus.BAD_REQUEST, 'errors.jsonTooDeep', { n: MAX_JSON_DEPTH }), undefined);
    parseJson(request, text, (error, value) => done(error ? new AppError(HttpStatus.BAD_REQUEST, 'errors.badRequest') : null, value));
  });
}

/** A route that takes a bigger body than DEFAULT_BODY_LIMIT_BYTES (the logo upload). */
export const BodyLimit = (bytes: number) => RouteConfig({ bodyLimit: bytes });

/** Gives each route declared with BodyLimit its own limit; call before the routes are registered. */
export function applyRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const bodyLimit = (route.config as { bodyLimit?: number } | undefined)?.bodyLimit;
    if (bodyLimit) route.bodyLimit = bodyLimit;
  });
}
