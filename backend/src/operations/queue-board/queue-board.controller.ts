import { Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access } from '../../access/access.decorator';
import { CurrentUser, type AuthUser } from '../../access/auth-user';
import { QueueBoard } from './queue-board';
import { QueueBoardPass } from './queue-board-pass';

@Controller('admin/queues')
export class QueueBoardController {
  constructor(
    private readonly pass: QueueBoardPass,
    private readonly board: QueueBoard,
  ) {}

  /** A platform admin's pass to the queue board (a cookie on the board's path); the SPA opens the board next. */
  @Post('session')
  @Access('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  open(@CurrentUser() admin: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): void {
    reply.header('Set-Cookie', this.pass.cookieFor(admin, this.board.path));
  }
}
