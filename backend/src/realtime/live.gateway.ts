import { Logger } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@lesne/contracts';
import type { AuthUser, TokenClaims } from '../access/auth-user';
import { SessionResolver } from '../access/session-resolver';
import { TokenService } from '../access/token.service';

/** What a socket keeps of its session: the claims resolved again whenever its user changes. */
interface LiveSocketData {
  claims: TokenClaims;
}

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

/**
 * The live channel: socket.io on the API's origin, default path. A connection must carry a
 * valid access token as `auth.token`; the server only pushes (the workers emit through Redis).
 */
@WebSocketGateway()
export class LiveGateway implements OnGatewayInit {
  private readonly logger = new Logger(LiveGateway.name);

  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionResolver,
  ) {}

  afterInit(server: LiveServer): void {
    server.use((socket, next) => {
      this.authenticate(socket)
        .then((session) => {
          if (!session) return next(new Error('unauthorized'));
          socket.data.claims = session.claims;
          socket.join(roomsOf(session.user));
          next();
        })
        .catch((error: Error) => {
          this.logger.warn(`socket refused: ${error.message}`);
          next(new Error('unauthorized'));
        });
    });
    this.sessions.onChanged((userId) => void this.disconnectRetired(server, userId));
  }

  /**
   * A user changed (deleted, a new password, another role) or, for 'all', anyone may have: this
   * copy's sockets that speak for them, or act through them as platform admin, are resolved
   * again, and those whose token no longer resolves are disconnected.
   */
  private async disconnectRetired(server: LiveServer, changed: number | 'all'): Promise<void> {
    const sockets = [...server.sockets.sockets.values()].filter(({ data: { claims } }) => changed === 'all' || claims.sub === changed || claims.act === changed);
    await Promise.all(
      sockets.map(async (socket) => {
        // Postgres out of reach says nothing about the token: the socket stays, as requests get a 503.
        const user = await this.sessions.resolve(socket.data.claims).catch(() => undefined);
        if (user === null) socket.disconnect(true);
      }),
    );
  }

  private async authenticate(socket: LiveSocket): Promise<{ claims: TokenClaims; user: AuthUser } | null> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return null;
    const claims = this.tokens.verify(token);
    const user = claims && (await this.sessions.resolve(claims));
    return user ? { claims, user } : null;
  }
}
