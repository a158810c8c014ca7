import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startStack, type Stack } from '../../test/stack';

const INDEX = '<!doctype html><title>Leśne Wyzwanie</title><div id="root"></div>';
const ASSET = 'console.log("spa")';

let stack: Stack;
beforeAll(async () => {
  const spa = mkdtempSync(join(tmpdir(), 'lesne-spa-'));
  mkdirSync(join(spa, 'assets'));
  writeFileSync(join(spa, 'index.html'), INDEX);
  writeFileSync(join(spa, 'assets', 'index-abc123.js'), ASSET);
  // As the build leaves them (frontend/vite.config.ts, precompress).
  writeFileSync(join(spa, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(spa, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
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

  it('sends files as the build compressed them, hashed assets cached for a year and pages asked again', async () => {
    // (supertest decodes what it is sent: the file's text after the header says how it came)
    const brotli = await stack.api().get('/assets/index-abc123.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(ASSET);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await stack.api().get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(ASSET);
    const plain = await stack.api().get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(ASSET);
    const page = await stack.api().get('/moje-wyniki').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API, tool and file paths as API errors, never with the SPA', async () => {
    for (const path of ['/api/v1/nothing-here', '/api', '/dev/nothing-here', '/assets/gone-123.js']) {
      const response = await stack.api().get(path).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Nie znaleziono zasobu.', error: 'Not Found' });
    }
  });

  it("sends a page's security headers with pages, and an API answer's lean ones with API answers", async () => {
    const page = await stack.api().get('/ranking').expect(200);
    expect(page.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");

    for (const path of ['/api/v1/health', '/api/v1/nothing-here']) {
      const answer = await stack.api().get(path);
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
      });
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('refuses a body over 64 kB with a 413 in the caller language, except on the logo upload, which takes up to 4 MB', async () => {
    const response = await stack.api().post('/api/v1/auth/login').set('Accept-Language', 'en').send({ email: 'x'.repeat(65 * 1024) }).expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'The request is too large.', error: 'Payload Too Large' });
    const { admin } = await stack.factory.crew();
    const logo = (bytes: number) => stack.as(admin).post('/api/v1/company/upload-logo').send({ logo: `data:image/png;base64,${'A'.repeat(bytes)}` });
    expect((await logo(3.5 * 1024 * 1024)).status).toBe(400);
    await logo(4.5 * 1024 * 1024).expect(413);
  });
});

describe('what clients send', () => {
  it('accepts a bodiless GET or DELETE that carries Content-Type: application/json', async () => {
    const { company, admin } = await stack.factory.crew();
    const [team] = await stack.dataSource.query('INSERT INTO team (company_id, name) VALUES ($1, $2) RETURNING id', [company.id, 'Buki']);
    const token = stack.tokenFor(admin);
    await stack.api().get('/api/v1/auth/me').set('Content-Type', 'application/json').auth(token, { type: 'bearer' }).expect(200);
    await stack.api().delete(`/api/v1/team/${team.id}`).set('Content-Type', 'application/json').auth(token, { type: 'bearer' }).expect(200);
    await stack.api().delete(`/api/v1/team/${team.id}`).set('Content-Type', 'application/json').expect(401);
  });

  it('refuses ids sent as true or "12" instead of reading them as 1 or 12, and path or query ids that are not plain digits', async () => {
    const { admin, participants } = await stack.factory.crew();
    const token = stack.tokenFor(admin);
    for (const activity_id of [true, '12', 12.5, 2147483648]) {
      const response = await stack.api().patch('/api/v1/activity/manual-approval').auth(token, { type: 'bearer' }).set('Accept-Language', 'en').send({ activity_id, status: 'approved' }).expect(400);
      expect(response.body.fields).toEqual({ activity_id: 'Invalid id.' });
    }
    for (const id of ['0x10', '1e3', '+12', '2147483648', '99999999999999999999']) {
      const response = await stack.api().delete(`/api/v1/user/${id}`).auth(token, { type: 'bearer' }).expect(400);
      expect(response.body.message).toBe('Nieprawidłowy identyfikator.');
    }
    const query = await stack.api().get(`/api/v1/activity/user?user_id=${participants[0].id}e0`).auth(token, { type: 'bearer' }).expect(400);
    expect(query.body.fields).toEqual({ user_id: 'Nieprawidłowy identyfikator.' });
    await stack.api().get('/api/v1/ranking?page=1e300').auth(token, { type: 'bearer' }).expect(400);
  });

  it('takes a search of up to 200 characters in every list, and refuses a longer one with its field named', async () => {
    const { admin } = await stack.factory.crew();
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    const lists = [
      { token: stack.tokenFor(admin), path: '/api/v1/user/list', field: 'search' },
      { token: stack.tokenFor(admin), path: '/api/v1/company/activities', field: 'search' },
      { token: stack.tokenFor(platformAdmin), path: '/api/v1/event', field: 'searchTerm' },
    ];
    for (const { token, path, field } of lists) {
      await stack.api().get(path).query({ [field]: 'ą'.repeat(200) }).auth(token, { type: 'bearer' }).expect(200);
      const long = await stack.api().get(path).query({ [field]: 'ą'.repeat(201) }).auth(token, { type: 'bearer' }).set('Accept-Language', 'en').expect(400);
      expect(Object.keys(long.body.fields)).toEqual([field]);
    }
  });

  it('refuses NUL and half a surrogate pair in texts, in the caller language', async () => {
    const { admin } = await stack.factory.crew();
    const rename = await stack.as(admin).patch('/api/v1/user').set('Accept-Language', 'en').send({ name: 'Jan\u0000' }).expect(400);
    expect(rename.body.fields).toEqual({ name: 'The text contains characters that are not allowed.' });
    const login = await stack.api().post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"email":"\\ud800@x.pl","password":"Test1234!"}').expect(400);
    expect(login.body.fields).toEqual({ email: 'Tekst zawiera niedozwolone znaki.' });
  });

  it('refuses JSON nested deeper than 32 before parsing it, and a 3.8 MB bomb of brackets leaves the server responsive', async () => {
    const nested = (depth: number) => `{"name":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const { admin } = await stack.factory.crew();
    const token = stack.tokenFor(admin);
    const tooDeep = await stack.api().patch('/api/v1/user').auth(token, { type: 'bearer' }).set('Content-Type', 'application/json').set('Accept-Language', 'en').send(nested(33)).expect(400);
    expect(tooDeep.body.message).toBe('The data is nested too deeply. The allowed depth is 32.');
    const deepEnough = await stack.api().patch('/api/v1/user').auth(token, { type: 'bearer' }).set('Content-Type', 'application/json').send(nested(32)).expect(400);
    expect(Object.keys(deepEnough.body.fields)).toEqual(['name']);

    const bomb = '['.repeat(1_900_000) + ']'.repeat(1_900_000);
    const bombs = Array.from({ length: 4 }, () =>
      stack.api().post('/api/v1/company/upload-logo').auth(token, { type: 'bearer' }).set('Content-Type', 'application/json').send(bomb),
    );
    const started = Date.now();
    const [health, ...refused] = await Promise.all([stack.api().get('/api/v1/health'), ...bombs]);
    expect(health.status).toBe(200);
    expect(refused.map((response) => [response.status, response.body.message])).toEqual(
      Array(4).fill([400, 'Dane są zagnieżdżone zbyt głęboko. Dopuszczalna głębokość to 32.']),
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses broken JSON and poisoned prototypes with a 400 in the caller language', async () => {
    for (const body of ['{"email":', '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}']) {
      const response = await stack.api().post('/api/v1/auth/login').set('Content-Type', 'application/json').set('Accept-Language', 'en').send(body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'Bad request.', error: 'Bad Request', code: 'errors.badRequest' });
    }
  });
});
