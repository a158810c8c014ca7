import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { DiplomaMails } from './diploma-mails';
import { DiplomaPrints } from './diploma-prints';
import { DiplomaRuns } from './diploma-runs';
import { DiplomasProcessor } from './diplomas.processor';
import { LostDiplomaRunsSweep } from './lost-diploma-runs-sweep';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.diplomas })],
  providers: [DiplomasProcessor, DiplomaPrints, DiplomaMails, DiplomaRuns, LostDiplomaRunsSweep],
})
export class DiplomasJobsModule {}
