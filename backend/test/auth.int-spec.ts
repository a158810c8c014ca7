import { randomBytes } from 'node:crypto';
import * as jwt from 'jsonwebtoken';
import { AuditLog, AuthCode, User } from '@lesne/db';
import { LOST_PASSWORD_REQUESTS_PER_ACCOUNT } from '@lesne/domain';
import { eventually, linkIn, liveClient, randomIp, startStack, TEST_PASSWORD, type Stack } from '../../test/stack';
import { MailboxStore } from '../src/dev-mailbox/mailbox.store';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ listen: true });
});
afterAll(() => stack.close());

async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await stack.api().post('/api/v1/auth/login').send({ email, password }).expect(200);
  return response.body.authToken;
}

describe('sign-in', () => {
  it('answers a token that opens the session and the profile', async () => {
    const user = await stack.factory.user({ name: 'Ola Las' });
    const token = await signIn(user.email.toUpperCase());
    const session = await stack.api().get('/api/v1/auth/me').auth(token, { type: 'bearer' }).expect(200);
    expect(session.body).toEqual({ userId: user.id, role: 'regular', companyId: user.companyId, actingAdminId: null });
    const profile = await stack.api().get('/api/v1/user').auth(token, { type: 'bearer' }).expect(200);
    expect(profile.body).toMatchObject({ id: user.id, name: 'Ola Las', email: user.email, role: 'regular', _company: { id: user.companyId } });
  });

  it('lasts 12 hours, or 30 days with remember me', async () => {
    const user = await stack.factory.user();
    const short = await stack.api().post('/api/v1/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    const long = await stack.api().post('/api/v1/auth/login').send({ email: user.email, password: TEST_PASSWORD, remember: true }).expect(200);
    const lifetime = (token: string) => {
      const claims = jwt.decode(token) as { iat: number; exp: number };
      return claims.exp - claims.iat;
    };
    expect(lifetime(short.body.authToken)).toBe(12 * 3600);
    expect(lifetime(long.body.authToken)).toBe(30 * 24 * 3600);
  });

  it('refuses a wrong password or unknown address with the same message, in the caller language', async () => {
    const user = await stack.factory.user();
    const wrong = await stack.api().post('/api/v1/auth/login').send({ email: user.email, password: 'nope-nope' }).expect(401);
    const unknown = await stack.api().post('/api/v1/auth/login').send({ email: 'nobody@example.com', password: 'nope-nope' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Nieprawidłowy e-mail lub hasło.', error: 'Unauthorized', code: 'auth.invalidCredentials' });
    expect(unknown.body.message).toBe(wrong.body.message);
    const english = await stack.api().post('/api/v1/auth/login').set('Accept-Language', 'en-GB,en;q=0.9').send({ email: user.email, password: 'nope-nope' });
    expect(english.body.message).toBe('Invalid e-mail or password.');
  });

  it.each([
    [{ password: 'x' }, 'email', 'To pole jest wymagane.'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Podaj prawidłowy adres e-mail.'],
    [{ email: 'a@example.com' }, 'password', 'To pole jest wymagane.'],
    [{ email: 'a@example.com', password: 'x', remember: 'yes' }, 'remember', 'Podaj wartość tak lub nie.'],
    [{ email: 'a@example.com', password: 'x', role: 'admin' }, 'role', 'Nieznane pole: role.'],
  ])('rejects %j with a 400 naming the field', async (body, field, message) => {
    const response = await stack.api().post('/api/v1/auth/login').send(body).expect(400);
    expect(response.body.fields[field]).toBe(message);
    expect(response.body.message).toBe(message);
  });

  it('answers malformed JSON with a 400 and a message, not a 500', async () => {
    const response = await stack.api().post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Nieprawidłowe żądanie.', error: 'Bad Request', code: 'errors.badRequest' });
  });
});

describe('tokens', () => {
  const profile = (token: string) => stack.api().get('/api/v1/user').auth(token, { type: 'bearer' });

  it('refuses a request without a token', async () => {
    const response = await stack.api().get('/api/v1/user').expect(401);
    expect(response.body.message).toBe('Sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.');
  });

  it('refuses tampered, foreign, expired and alg=none tokens', async () => {
    const user = await stack.factory.user();
    const token = await signIn(user.email);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString('base64url');

    await profile(`${header}.${otherUser}.${signature}`).expect(401);
    await profile(jwt.sign({ sub: user.id, ver: 0 }, 'someone-elses-secret-of-enough-length!!')).expect(401);
    await profile(jwt.sign({ sub: user.id, ver: 0, exp: Math.floor(Date.now() / 1000) - 10 }, stack.config.JWT_SECRET)).expect(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    await profile(none).expect(401);
    await profile(jwt.sign({ sub: user.id, ver: 0 }, stack.config.JWT_SECRET, { algorithm: 'HS512' })).expect(401);
    await profile(token).expect(200);
  });

  it('refuses a token without an expiry, though signed with our secret', async () => {
    const user = await stack.factory.user();
    const endless = jwt.sign({ sub: user.id, ver: user.tokenVersion }, stack.config.JWT_SECRET);
    expect(jwt.decode(endless)).not.toHaveProperty('exp');
    await profile(endless).expect(401);
    await profile(stack.tokenFor(user)).expect(200);
  });

  it('refuses a socket whose token has no expiry', async () => {
    const user = await stack.factory.user();
    const sockets: Array<ReturnType<typeof liveClient>> = [];
    const tried = async (token: string) => {
      const socket = liveClient(stack, token);
      sockets.push(socket);
      return new Promise<string>((resolve) => {
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', (error) => resolve(error.message));
      });
    };
    try {
      expect(await tried(jwt.sign({ sub: user.id, ver: user.tokenVersion }, stack.config.JWT_SECRET))).toBe('unauthorized');
      expect(await tried(stack.tokenFor(user))).toBe('connected');
    } finally {
      sockets.forEach((socket) => socket.close());
    }
  });

  it('stops working when the user is deleted', async () => {
    const user = await stack.factory.user();
    const token = await signIn(user.email);
    await stack.dataSource.getRepository(User).delete(user.id);
    await profile(token).expect(401);
  });
});

describe('sign-up through an invitation link', () => {
  it('names the inviting company, and refuses an unknown code as an invalid link', async () => {
    const company = await stack.factory.company({ name: 'Zielone Biuro' });
    const known = await stack.api().get(`/api/v1/company/name?loginNumber=${company.registerNumber}`).expect(200);
    expect(known.body).toEqual({ name: 'Zielone Biuro' });
    const unknown = await stack.api().get('/api/v1/company/name?loginNumber=nope').expect(404);
    expect(unknown.body.message).toBe('Nieprawidłowy link rejestracyjny.');
    await stack.api().get('/api/v1/company/name').expect(404);
  });

  it('creates a participant of that company, signed in', async () => {
    const company = await stack.factory.company();
    const email = `new-${randomBytes(3).toString('hex')}@example.com`;
    const response = await stack
      .api()
      .post('/api/v1/auth/signup')
      .send({ email: ` ${email.toUpperCase()} `, name: '  Ewa Nowa ', password: 'Secret123', acceptTerms: true, registerNumber: company.registerNumber })
      .expect(201);
    const me = await stack.api().get('/api/v1/user').auth(response.body.authToken, { type: 'bearer' }).expect(200);
    expect(me.body).toMatchObject({ email, name: 'Ewa Nowa', role: 'regular', _company: { id: company.id, name: company.name } });
  });

  it('refuses an unknown code, a taken address, unaccepted terms and a short password', async () => {
    const company = await stack.factory.company();
    const existing = await stack.factory.user({ company });
    const valid = { email: 'fresh@example.com', name: 'Ewa', password: 'Secret123', acceptTerms: true, registerNumber: company.registerNumber };
    const signup = (body: object) => stack.api().post('/api/v1/auth/signup').send(body);

    expect((await signup({ ...valid, registerNumber: 'unknown' }).expect(404)).body.message).toBe('Nieprawidłowy link rejestracyjny.');
    expect((await signup({ ...valid, email: existing.email }).expect(409)).body.message).toBe('Konto z tym adresem e-mail już istnieje.');
    expect((await signup({ ...valid, acceptTerms: false }).expect(400)).body.fields.acceptTerms).toBe('Musisz zaakceptować regulamin i politykę prywatności.');
    expect((await signup({ ...valid, password: 'short' }).expect(400)).body.fields.password).toBe('Hasło musi mieć minimum 8 znaków.');
    expect((await signup({ ...valid, name: '   ' }).expect(400)).body.fields.name).toBe('To pole jest wymagane.');
    const english = await signup({ ...valid, password: 'short' }).set('Accept-Language', 'en').expect(400);
    expect(english.body.fields.password).toBe('The password must be at least 8 characters long.');
  });
});

describe('forgotten password', () => {
  it('answers the same neutral text whether or not the address exists', async () => {
    const user = await stack.factory.user();
    const known = await stack.api().post('/api/v1/auth/lost-password').send({ email: user.email }).expect(200);
    const unknown = await stack.api().post('/api/v1/auth/lost-password').send({ email: 'ghost@example.com' }).expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toMatch(/^Jeśli podany adres e-mail jest zarejestrowany/);
  });

  it('mails a one-hour, single-use link that sets a new password and retires old sessions', async () => {
    const user = await stack.factory.user({ name: 'Marta' });
    const oldToken = await signIn(user.email);
    await stack.api().post('/api/v1/auth/lost-password').set('Accept-Language', 'en').send({ email: user.email }).expect(200);
    const mail = await stack.waitForMail(user.email, /password/i);
    expect(mail.text).toContain('Hi Marta');
    const link = linkIn(mail.text, '/zapomniane-haslo');
    expect(link.searchParams.get('lang')).toBe('en');
    const code = link.searchParams.get('lostPasswordCode')!;

    const stored = await stack.dataSource.getRepository(AuthCode).findOneByOrFail({ userId: user.id });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(3600_000, -4);

    const reset = await stack.api().post('/api/v1/auth/reset-password').send({ code, password: 'NewSecret1' }).expect(200);
    expect(reset.body.message).toBe('Hasło zostało zmienione poprawnie.');
    const reused = await stack.api().post('/api/v1/auth/reset-password').send({ code, password: 'Another123' }).expect(400);
    expect(reused.body.message).toBe('Link wygasł lub został już użyty. Poproś o nowy.');

    await stack.api().get('/api/v1/user').auth(oldToken, { type: 'bearer' }).expect(401);
    await stack.api().post('/api/v1/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(401);
    await signIn(user.email, 'NewSecret1');
  });

  it('refuses an expired code and an unknown one', async () => {
    const user = await stack.factory.user();
    await stack.api().post('/api/v1/auth/lost-password').send({ email: user.email }).expect(200);
    const mail = await stack.waitForMail(user.email);
    const code = linkIn(mail.text, '/zapomniane-haslo').searchParams.get('lostPasswordCode')!;
    await stack.dataSource.getRepository(AuthCode).update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    await stack.api().post('/api/v1/auth/reset-password').send({ code, password: 'NewSecret1' }).expect(400);
    await stack.api().post('/api/v1/auth/reset-password').send({ code: 'made-up', password: 'NewSecret1' }).expect(400);
    const short = await stack.api().post('/api/v1/auth/reset-password').send({ code: 'made-up', password: 'short' }).expect(400);
    expect(short.body.fields.password).toBe('Hasło musi mieć minimum 8 znaków.');
  });

  describe(`past ${LOST_PASSWORD_REQUESTS_PER_ACCOUNT.points} requests an hour for one account`, () => {
    const allowed = LOST_PASSWORD_REQUESTS_PER_ACCOUNT.points;
    const lostPassword = (ip: string, email: string) => stack.api(ip).post('/api/v1/auth/lost-password').send({ email });
    const mailsTo = async (email: string) => (await stack.app.get(MailboxStore).list()).filter((mail) => mail.to.includes(email));

    it('answers the same 200 from another address and mails nothing', async () => {
      const user = await stack.factory.user();
      const answers = [];
      for (let request = 0; request <= allowed; request++) answers.push((await lostPassword(randomIp(), user.email).expect(200)).body);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      await eventually(async () => expect(await mailsTo(user.email)).toHaveLength(allowed));
      // The workers take mails in the order they were asked for: once a later one is in, one more for the user would be too.
      const later = await stack.factory.user();
      await lostPassword(randomIp(), later.email).expect(200);
      await stack.waitForMail(later.email);
      expect(await mailsTo(user.email)).toHaveLength(allowed);
    });

    it('still mails the owner asking from an address they signed in from', async () => {
      const owner = await stack.factory.user();
      const home = randomIp();
      await stack.api(home).post('/api/v1/auth/login').send({ email: owner.email, password: TEST_PASSWORD }).expect(200);
      for (let request = 0; request <= allowed; request++) await lostPassword(randomIp(), owner.email).expect(200);
      await eventually(async () => expect(await mailsTo(owner.email)).toHaveLength(allowed));
      await lostPassword(home, owner.email).expect(200);
      await eventually(async () => expect(await mailsTo(owner.email)).toHaveLength(allowed + 1));
    });
  });
});

describe('set-password link of a new event admin', () => {
  it('mails a link whose password form needs the terms accepted', async () => {
    const { PasswordLinksService } = await import('../src/auth/password-links.service');
    const { OutboxService } = await import('../src/outbox/outbox.service');
    const company = await stack.factory.company({ name: 'Buk i Syn' });
    const admin = await stack.factory.user({ company, role: 'companyAdmin', name: 'Basia' });
    await stack.dataSource.transaction((manager) => stack.app.get(PasswordLinksService).sendSetPasswordLink(manager, admin, company, 'pl'));
    stack.app.get(OutboxService).publishSoon();

    const mail = await stack.waitForMail(admin.email, /Buk i Syn/);
    const code = linkIn(mail.text, '/ustaw-haslo').searchParams.get('code')!;
    const refused = await stack.api().post('/api/v1/auth/reset-password').send({ code, password: 'Chosen123' }).expect(400);
    expect(refused.body.message).toBe('Musisz zaakceptować regulamin i politykę prywatności.');
    await stack.api().post('/api/v1/auth/reset-password').send({ code, password: 'Chosen123', acceptTerms: true }).expect(200);
    const token = await signIn(admin.email, 'Chosen123');
    const me = await stack.api().get('/api/v1/auth/me').auth(token, { type: 'bearer' }).expect(200);
    expect(me.body.role).toBe('companyAdmin');
  });
});

describe('login as (platform admins)', () => {
  it('gives an admin a token for a company admin and records who acted as whom', async () => {
    const admin = await stack.factory.user({ role: 'admin', company: null });
    const companyAdmin = await stack.factory.user({ role: 'companyAdmin' });
    const adminToken = await signIn(admin.email);
    const response = await stack.api().post('/api/v1/auth/admin-login').auth(adminToken, { type: 'bearer' }).send({ userId: companyAdmin.id }).expect(200);
    const me = await stack.api().get('/api/v1/auth/me').auth(response.body.authToken, { type: 'bearer' }).expect(200);
    expect(me.body).toEqual({ userId: companyAdmin.id, role: 'companyAdmin', companyId: companyAdmin.companyId, actingAdminId: admin.id });
    const entry = await stack.dataSource.getRepository(AuditLog).findOneByOrFail({ action: 'admin.loginAs', actorUserId: admin.id });
    expect(entry).toMatchObject({ targetUserId: companyAdmin.id, companyId: companyAdmin.companyId });
  });

  it('is refused to participants and company admins, and cannot target an unknown user or an admin', async () => {
    const participant = await stack.factory.user();
    const companyAdmin = await stack.factory.user({ role: 'companyAdmin' });
    const admin = await stack.factory.user({ role: 'admin', company: null });
    const otherAdmin = await stack.factory.user({ role: 'admin', company: null });
    for (const caller of [participant, companyAdmin]) {
      const refused = await stack.api().post('/api/v1/auth/admin-login').auth(await signIn(caller.email), { type: 'bearer' }).send({ userId: participant.id }).expect(403);
      expect(refused.body.message).toBe('Brak dostępu.');
    }
    const adminToken = await signIn(admin.email);
    await stack.api().post('/api/v1/auth/admin-login').auth(adminToken, { type: 'bearer' }).send({ userId: 999999 }).expect(404);
    await stack.api().post('/api/v1/auth/admin-login').auth(adminToken, { type: 'bearer' }).send({ userId: otherAdmin.id }).expect(404);
    await stack.api().post('/api/v1/auth/admin-login').auth(adminToken, { type: 'bearer' }).send({ userId: 'one' }).expect(400);
  });

  it('is refused for an account whose owner asked for its deletion', async () => {
    const admin = await stack.factory.user({ role: 'admin', company: null });
    const companyAdmin = await stack.factory.user({ role: 'companyAdmin' });
    await stack.dataSource.getRepository(User).update({ id: companyAdmin.id }, { deletionRequestedAt: new Date() });
    const refused = await stack.api().post('/api/v1/auth/admin-login').auth(await signIn(admin.email), { type: 'bearer' }).send({ userId: companyAdmin.id }).expect(409);
    expect(refused.body.message).toBe('To konto czeka na usunięcie na prośbę właściciela i nie można się na nie zalogować. Aby je zachować, napisz do administratora platformy.');
  });
});

describe('own profile', () => {
  it('renames the user, trimmed, and refuses an empty or too long name', async () => {
    const user = await stack.factory.user();
    const token = await signIn(user.email);
    const renamed = await stack.api().patch('/api/v1/user').auth(token, { type: 'bearer' }).send({ name: '  Kasia  ' }).expect(200);
    expect(renamed.body.name).toBe('Kasia');
    await stack.api().patch('/api/v1/user').auth(token, { type: 'bearer' }).send({ name: ' ' }).expect(400);
    const long = await stack.api().patch('/api/v1/user').auth(token, { type: 'bearer' }).send({ name: 'x'.repeat(101) }).expect(400);
    expect(long.body.message).toBe('Maksymalna długość to 100 znaków.');
    await stack.api().patch('/api/v1/user').auth(token, { type: 'bearer' }).send({ name: 'Ok', role: 'admin' }).expect(400);
  });
});
