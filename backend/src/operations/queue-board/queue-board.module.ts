import { Module } from '@nestjs/common';
import { AccessModule } from '../../access/access.module';
import { OperatedQueuesModule } from '../operated-queues';
import { QueueBoard } from './queue-board';
import { QueueBoardController } from './queue-board.controller';
import { QueueBoardPass } from './queue-board-pass';

/** Bull Board for platform admins (issue 15): see QueueBoard and QueueBoardPass. */
@Module({ imports: [AccessModule, OperatedQueuesModule], controllers: [QueueBoardController], providers: [QueueBoard, QueueBoardPass] })
export class QueueBoardModule {}
