import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@lesne/contracts';
import type { AuthUser, TokenClaims } from '../access/auth-user';
import { JWT_ALGORITHM } from '../access/jwt.strategy';
import { SessionResolver } from '../access/session-resolver';

type LiveServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** The rooms a session listens in: its company, its admins' room, itself, the platform. */
export function roomsOf(user: AuthUser): string[] {
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
    private readonly jwt: JwtService,
    private readonly sessions: SessionResolver,
  ) {}

  afterInit(server: LiveServer): void {
    server.use((socket, next) => {
      this.authenticate(socket)
        .then((user) => {
          if (!user) return next(new Error('unauthorized'));
          socket.join(roomsOf(user));
          next();
        })
        .catch((error: Error) => {
          this.logger.warn(`socket refused: ${error.message}`);
          next(new Error('unauthorized'));
        });
    });
  }

  private async authenticate(socket: Socket): Promise<AuthUser | null> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return null;
    const claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: [JWT_ALGORITHM] }).catch(() => null);
    return claims ? this.sessions.resolve(claims) : null;
  }
}
