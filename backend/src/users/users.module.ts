import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { RankingModule } from '../ranking/ranking.module';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { AccessModule } from '../access/access.module';

@Module({ imports: [AccessModule, ActivitiesModule, RankingModule], controllers: [UsersController], providers: [UsersService] })
export class UsersModule {}
