import { Logger } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@lesne/contracts';
import type { AuthUser, TokenClaims } from '../access/auth-user';
import { SessionResolver } from '../access/session-resolver';
import { TokenService } from '../access/token.service';
import { OfficeScreenLinks, type OfficeScreenGrant } from '../office-screens/office-screen-links.service';
import { CacheInvalidation } from '../redis/cache-invalidation';

/**
 * What a socket keeps of its credential: a session's claims, resolved again whenever its user
 * changes, or an office screen's link, checked again whenever a link is revoked.
 */
type LiveSocketData = { claims: TokenClaims; officeScreen?: undefined } | { officeScreen: OfficeScreenGrant; claims?: undefined };

type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, LiveSocketData>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, LiveSocketData>;

/** The rooms a session listens in: its company, its admins' room, itself, the platform. */
function roomsOf(user: AuthUser): string[] {
  const joined = [rooms.user(user.id)];
  if (user.companyId !== null) {
    joined.push(rooms.company(user.companyId));
    if (user.role !== 'regular') joined.push(rooms.companyAdmins(user.companyId));
  }
  if (user.role === 'admin' && user.actingAdminId === null) joined.push(rooms.platform);
  return joined;
}

/** An office screen hears its company's public aggregates only, and its own link's revocation. */
function officeRoomsOf(grant: OfficeScreenGrant): string[] {
  return [rooms.office(grant.companyId), rooms.officeScreen(grant.linkId)];
}

/**
 * The live channel: socket.io on the API's origin, default path. A connection must carry a
 * valid access token as `auth.token`, or an office screen's link token as
 * `auth.officeScreenToken`; the server only pushes (the workers emit through Redis).
 */
@WebSocketGateway()
export class LiveGateway implements OnGatewayInit {
  private readonly logger = new Logger(LiveGateway.name);

  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionResolver,
    private readonly officeScreens: OfficeScreenLinks,
    private readonly invalidation: CacheInvalidation,
  ) {}

  afterInit(server: LiveServer): void {
    server.use((socket, next) => {
      this.authenticate(socket)
        .then((credential) => {
          if (!credential) return next(new Error('unauthorized'));
          if ('grant' in credential) {
            socket.data = { officeScreen: credential.grant };
            socket.join(officeRoomsOf(credential.grant));
          } else {
            socket.data = { claims: credential.claims };
            socket.join(roomsOf(credential.user));
          }
          next();
        })
        .catch((error: Error) => {
          this.logger.warn(`socket refused: ${error.message}`);
          next(new Error('unauthorized'));
        });
    });
    this.sessions.onChanged((userId) => {
      void this.disconnectRetired(server, userId);
      // Deleting an event, which takes its office-screen links along, announces every session changed.
      if (userId === 'all') void this.disconnectRevokedScreens(server);
    });
    // A revocation is announced as ALL_CHANGED, and missed messages (Redis reconnected) may have been one.
    const recheck = () => void this.disconnectRevokedScreens(server);
    this.invalidation.listen('officeScreens', recheck, recheck);
  }

  /**
   * A link was revoked or its event deleted (on any copy): this copy's office screens whose link
   * is gone hear so and are disconnected. One query, however many screens.
   */
  private async disconnectRevokedScreens(server: LiveServer): Promise<void> {
    const linkIds = new Set([...server.sockets.sockets.values()].flatMap(({ data: { officeScreen } }) => (officeScreen ? [officeScreen.linkId] : [])));
    if (linkIds.size === 0) return;
    // Postgres out of reach says nothing about the links: the screens stay.
    const existing = await this.officeScreens.existing([...linkIds]).catch(() => undefined);
    if (!existing) return;
    for (const linkId of linkIds) {
      if (existing.has(linkId)) continue;
      const screens = server.local.in(rooms.officeScreen(linkId));
      screens.emit('office-screen:revoked');
      screens.disconnectSockets(true);
    }
  }

  /**
   * A user changed (deleted, a new password, another role) or, for 'all', anyone may have: this
   * copy's sockets that speak for them, or act through them as platform admin, are resolved
   * again, and those whose token no longer resolves are disconnected.
   */
  private async disconnectRetired(server: LiveServer, changed: number | 'all'): Promise<void> {
    const retiring = [...server.sockets.sockets.values()].flatMap((socket) => {
      const { claims } = socket.data;
      return claims && (changed === 'all' || claims.sub === changed || claims.act === changed) ? [{ socket, claims }] : [];
    });
    await Promise.all(
      retiring.map(async ({ socket, claims }) => {
        // Postgres out of reach says nothing about the token: the socket stays, as requests get a 503.
        const user = await this.sessions.resolve(claims).catch(() => undefined);
        if (user === null) socket.disconnect(true);
      }),
    );
  }

  private async authenticate(socket: LiveSocket): Promise<{ claims: TokenClaims; user: AuthUser } | { grant: OfficeScreenGrant } | null> {
    const { token, officeScreenToken } = (socket.handshake.auth ?? {}) as { token?: unknown; officeScreenToken?: unknown };
    if (typeof officeScreenToken === 'string' && officeScreenToken) {
      const grant = await this.officeScreens.grantOf(officeScreenToken);
      return grant && { grant };
    }
    if (typeof token !== 'string' || !token) return null;
    const claims = this.tokens.verify(token);
    const user = claims && (await this.sessions.resolve(claims));
    return user ? { claims, user } : null;
  }
}
