import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { AuditModule } from '../audit/audit.module';
import { RankingModule } from '../ranking/ranking.module';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({ imports: [AuditModule, ActivitiesModule, RankingModule], controllers: [UsersController], providers: [UsersService] })
export class UsersModule {}
