import type { Type } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { ParameterObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { getMetadataStorage } from 'class-validator';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lesne/domain';
import { startStack, type Stack } from '../../test/stack';
import type { DocumentedOperation } from '../src/api-docs/operations';
import { registeredRoutes, type Route } from '../src/api-docs/routes';

let stack: Stack;
let document: OpenAPIObject;
beforeAll(async () => {
  // with a built SPA, whose fallback to index.html must leave the docs alone
  const spa = mkdtempSync(join(tmpdir(), 'lesne-spa-'));
  writeFileSync(join(spa, 'index.html'), '<!doctype html><title>SPA</title>');
  stack = await startStack({ workers: false, listen: true, env: { SPA_DIR: spa } });
  document = (await stack.api().get('/api/docs-json').expect(200)).body as OpenAPIObject;
});
afterAll(() => stack.close());

/** A route's operation, at its path with {id} for :id, under /api/v1 or, for a route the app leaves out of the prefix (the dev mailbox), at the root. */
function operationOf(route: Route): DocumentedOperation | undefined {
  const path = route.path.replace(/:(\w+)/g, '{$1}');
  const pathItem = (document.paths[`/api/v1${path}`] ?? document.paths[path]) as Record<string, DocumentedOperation> | undefined;
  return pathItem?.[route.method.toLowerCase()];
}

/** The fields class-validator checks on a DTO, inherited ones included. */
function validatedFields(dto: Type): string[] {
  return [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((rule) => rule.propertyName))];
}

describe('the API docs', () => {
  it('document every registered route, with who may call it', () => {
    const routes = registeredRoutes(stack.app);
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((route) => !operationOf(route)).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    const wrongAccess = routes.filter((route) => operationOf(route)?.['x-access'] !== route.audience).map((route) => `${route.method} ${route.path}`);
    expect(wrongAccess).toEqual([]);
    for (const route of routes) {
      const operation = operationOf(route)!;
      expect(operation.description).toMatch(/^Access: /);
      expect(operation.security).toEqual(route.audience === 'public' ? [] : [{ bearer: [] }]);
    }
  });

  it('describe the refusals each route can give with one ApiError shape', () => {
    expect(document.components?.schemas?.ApiError).toMatchObject({ required: ['statusCode', 'message', 'error'] });
    const responses = (method: string, path: string) => Object.keys(document.paths[path][method as 'get']?.responses ?? {});
    expect(responses('post', '/api/v1/auth/login')).toEqual(expect.arrayContaining(['200', '400', '413', '429', '503']));
    expect(responses('post', '/api/v1/auth/login')).not.toContain('401');
    expect(responses('get', '/api/v1/auth/me')).toEqual(expect.arrayContaining(['200', '401', '403', '503']));
    expect(responses('delete', '/api/v1/activity/{id}')).toEqual(expect.arrayContaining(['400', '401', '403', '404']));
    const refusal = document.paths['/api/v1/auth/me'].get!.responses['401'] as { $ref: string };
    expect(document.components?.responses?.[refusal.$ref.split('/').pop()!]).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  });

  it("describe every field of every DTO a route reads, in its body's schema or as query parameters", () => {
    const missing: string[] = [];
    for (const route of registeredRoutes(stack.app)) {
      const operation = operationOf(route)!;
      for (const input of route.inputs) {
        if (!input.dto || input.source === 'param') continue;
        const documented =
          input.source === 'body'
            ? Object.keys((document.components?.schemas?.[input.dto.name] as SchemaObject | undefined)?.properties ?? {})
            : (operation.parameters as ParameterObject[] | undefined ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
        for (const field of validatedFields(input.dto)) if (!documented.includes(field)) missing.push(`${input.dto.name}.${field} (${route.method} ${route.path})`);
      }
    }
    expect(missing).toEqual([]);
    expect(document.components?.schemas?.SignupDto).toMatchObject({ required: expect.arrayContaining(['email', 'name', 'password', 'acceptTerms']) });
  });

  it("carry each field's validation rules, also those our field helpers apply", () => {
    expect(document.components?.schemas?.SignupDto).toMatchObject({
      properties: { email: { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH }, password: { minLength: PASSWORD_MIN_LENGTH }, acceptTerms: { enum: [true] } },
    });
    const ranking = (document.paths['/api/v1/ranking'].get!.parameters as ParameterObject[]).find((parameter) => parameter.name === 'page');
    expect(ranking).toMatchObject({ required: false, schema: { type: 'integer', minimum: 0 } });
    expect(document.components?.schemas?.LoginDto).toMatchObject({ required: ['email', 'password'] });
    expect(document.components?.schemas?.UpdateEventDto).not.toHaveProperty('required');
    expect(document.components?.schemas?.UpdateEventDto).toMatchObject({ properties: { dateTo: { type: ['string', 'null'], format: 'date' } } });
  });

  it('describe the answers handlers give from the shared contracts', () => {
    const ok = document.paths['/api/v1/auth/login'].post!.responses['200'] as { content: Record<string, { schema: unknown }> };
    expect(ok.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/AuthTokenResponse' });
    expect(document.components?.schemas?.AuthTokenResponse).toMatchObject({ properties: { authToken: { type: 'string' } } });
  });

  it('serve Swagger UI at /api/docs, and it renders in Chromium under the security headers', async () => {
    const page = await stack.api().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('swagger-ui-bundle.js');
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const tab = await browser.newPage();
      const problems: string[] = [];
      tab.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      tab.on('pageerror', (error) => problems.push(String(error)));
      tab.on('requestfailed', (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
      await tab.goto(`${stack.url}/api/docs`, { waitUntil: 'networkidle0' });
      await tab.waitForSelector('.opblock-tag', { timeout: 10_000 });
      expect(await tab.$$eval('.opblock', (blocks) => blocks.length)).toBeGreaterThan(50);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
