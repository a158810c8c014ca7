import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { TeamsController } from './teams.controller';
import { TeamsService } from './teams.service';

@Module({ imports: [ActivitiesModule], controllers: [TeamsController], providers: [TeamsService] })
export class TeamsModule {}
