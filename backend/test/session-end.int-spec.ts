import * as jwt from 'jsonwebtoken';
import type { Socket } from 'socket.io-client';
import { User } from '@lesne/db';
import { SessionResolver } from '../src/access/session-resolver';
import { eventually, linkIn, liveClient, startStack, TEST_PASSWORD, type Stack } from '../../test/stack';

/**
 * Two API copies on one database and one Redis: a change made through `first` must end the
 * sessions it retires on `second` too, for requests and for open sockets.
 */
let first: Stack;
let second: Stack;
const sockets: Socket[] = [];
beforeAll(async () => {
  first = await startStack();
  second = await startStack({ workers: false, listen: true, env: { REDIS_PREFIX: first.config.REDIS_PREFIX } });
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(async () => {
  await second.close();
  await first.close();
});

async function signIn(email: string): Promise<string> {
  const response = await first.api().post('/api/v1/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
  return response.body.authToken;
}

/** A platform admin acting as a company admin through login-as; both tokens. */
async function impersonation(): Promise<{ admin: User; adminToken: string; token: string }> {
  const admin = await first.factory.user({ role: 'admin', company: null });
  const target = await first.factory.user({ role: 'companyAdmin' });
  const adminToken = await signIn(admin.email);
  const response = await first.api().post('/api/v1/auth/admin-login').auth(adminToken, { type: 'bearer' }).send({ userId: target.id }).expect(200);
  return { admin, adminToken, token: response.body.authToken };
}

/** The code of the lost-password mail, as its link carries it. */
async function resetCode(user: User): Promise<string | null> {
  await first.api().post('/api/v1/auth/lost-password').send({ email: user.email }).expect(200);
  const mail = await first.waitForMail(user.email);
  return linkIn(mail.text, '/zapomniane-haslo').searchParams.get('lostPasswordCode');
}

async function resetPassword(code: string | null): Promise<void> {
  await first.api().post('/api/v1/auth/reset-password').send({ code, password: 'Nowe1234!' }).expect(200);
}

/** What an operator's change of a user in the database is followed by (see SessionResolver.announceChanged). */
function announced(userId: number): void {
  first.app.get(SessionResolver).announceChanged(userId);
}

const me = (stack: Stack, token: string) => stack.api().get('/api/v1/auth/me').auth(token, { type: 'bearer' });

async function openSocket(token: string): Promise<Socket> {
  const socket = liveClient(second, token);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the reason once the server drops the socket; fails if it is still open after `ms`. */
function disconnectedWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the socket was still connected ${ms} ms after the change`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe('an impersonation (login-as) token', () => {
  it("stops working, on every copy and its socket, when the platform admin's password is reset", async () => {
    const { admin, token } = await impersonation();
    await me(second, token).expect(200);
    const socket = await openSocket(token);

    const code = await resetCode(admin);
    const disconnected = disconnectedWithin(socket, 1_000);
    await resetPassword(code);
    await expect(disconnected).resolves.toBe('io server disconnect');
    await me(second, token).expect(401);
    await me(first, token).expect(401);
  });

  it('stops working when the platform admin is deleted', async () => {
    const { admin, token } = await impersonation();
    await me(second, token).expect(200);
    const socket = await openSocket(token);

    const disconnected = disconnectedWithin(socket, 1_000);
    await first.dataSource.getRepository(User).delete(admin.id);
    announced(admin.id);
    await expect(disconnected).resolves.toBe('io server disconnect');
    await me(second, token).expect(401);
  });

  it('stops working when the admin loses the platform admin role, and their own token keeps working', async () => {
    const { admin, adminToken, token } = await impersonation();
    await me(second, token).expect(200);

    await first.dataSource.getRepository(User).update(admin.id, { role: 'regular' });
    announced(admin.id);
    // Within a second, the promise for sockets too: an announcement is not a lock.
    await eventually(() => me(first, token).expect(401), 1_000);
    const own = await me(first, adminToken).expect(200);
    expect(own.body.role).toBe('regular');
  });

  it("is refused without the admin's token version (as issued before sessions carried it)", async () => {
    const { admin, token } = await impersonation();
    const { actVer, ...claims } = jwt.decode(token) as Record<string, number>;
    expect(actVer).toBe(admin.tokenVersion);
    await me(first, jwt.sign(claims, first.config.JWT_SECRET)).expect(401);
  });
});

describe('live sockets', () => {
  it("of a deleted user are disconnected within a second on every copy; a colleague's stays", async () => {
    const { admin, participants } = await first.factory.crew();
    const [leaving, staying] = participants;
    const socket = await openSocket(first.tokenFor(leaving));
    const colleague = await openSocket(first.tokenFor(staying));

    const disconnected = disconnectedWithin(socket, 1_000);
    await first.as(admin).delete(`/api/v1/user/${leaving.id}`).expect(200);
    await expect(disconnected).resolves.toBe('io server disconnect');
    expect(colleague.connected).toBe(true);
  });

  it('are disconnected within a second of a password change', async () => {
    const user = await first.factory.user();
    const socket = await openSocket(await signIn(user.email));

    const code = await resetCode(user);
    const disconnected = disconnectedWithin(socket, 1_000);
    await resetPassword(code);
    await expect(disconnected).resolves.toBe('io server disconnect');
  });
});
