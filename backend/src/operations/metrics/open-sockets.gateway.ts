import { WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { socketsByRoomKind, type RoomKind } from './room-kinds';

/**
 * This API copy's live sockets, read at scrape time: a gateway on the default path shares the
 * one socket.io server the live gateway runs, and its adapter's rooms are this copy's own.
 */
@WebSocketGateway()
export class OpenSockets {
  @WebSocketServer() private readonly server!: Server;

  byRoomKind(): Record<RoomKind, number> {
    return socketsByRoomKind(this.server.sockets.adapter.rooms);
  }
}
