import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from '../../test/stack';

const INDEX = '<!doctype html><title>Leśne Wyzwanie</title><div id="root"></div>';
const ASSET = 'console.log("spa")';

let stack: Stack;
beforeAll(async () => {
  const spa = mkdtempSync(join(tmpdir(), 'lesne-spa-'));
  mkdirSync(join(spa, 'assets'));
  writeFileSync(join(spa, 'index.html'), INDEX);
  writeFileSync(join(spa, 'assets', 'index-abc123.js'), ASSET);
  stack = await startStack({ workers: false, env: { SPA_DIR: spa } });
});
afterAll(() => stack.close());

describe('the HTTP edge', () => {
  it("serves the SPA's files, and its index.html for every page path so client routes survive a reload", async () => {
    const asset = await stack.api().get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.text).toBe(ASSET);
    for (const path of ['/', '/ranking', '/moje-wyniki?x=1']) {
      const page = await stack.api().get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toBe(INDEX);
    }
  });

  it('answers unknown API, tool and file paths as API errors, never with the SPA', async () => {
    for (const path of ['/api/v1/nothing-here', '/api', '/dev/nothing-here', '/assets/gone-123.js']) {
      const response = await stack.api().get(path).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Nie znaleziono zasobu.', error: 'Not Found' });
    }
  });

  it('sends the security headers on API answers and pages alike', async () => {
    for (const path of ['/api/v1/health', '/ranking']) {
      const response = await stack.api().get(path).expect(200);
      expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('refuses a body over 4 MB with a 413 in the caller language', async () => {
    const response = await stack.api().post('/api/v1/auth/login').set('Accept-Language', 'en').send({ email: 'x'.repeat(4.5 * 1024 * 1024) }).expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'The request is too large.', error: 'Payload Too Large' });
  });
});
