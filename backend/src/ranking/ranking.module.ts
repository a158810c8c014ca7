import { Module } from '@nestjs/common';
import { RankingController } from './ranking.controller';
import { RankingCache } from './ranking-cache';
import { RankingService } from './ranking.service';

@Module({ controllers: [RankingController], providers: [RankingService, RankingCache], exports: [RankingService] })
export class RankingModule {}
