import { Module } from '@nestjs/common';
import { RankingController } from './ranking.controller';
import { RankingService } from './ranking.service';

@Module({ controllers: [RankingController], providers: [RankingService], exports: [RankingService] })
export class RankingModule {}
