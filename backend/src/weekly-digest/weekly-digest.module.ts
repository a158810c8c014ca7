import { Module } from '@nestjs/common';
import { WeeklyDigestController } from './weekly-digest.controller';

@Module({ controllers: [WeeklyDigestController] })
export class WeeklyDigestModule {}
