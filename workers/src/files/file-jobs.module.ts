import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { ActivityFileThreads } from './activity-file-threads';
import { FilesProcessor } from './files.processor';
import { LostUploadsSweep } from './lost-uploads-sweep';

@Module({ imports: [BullModule.registerQueue({ name: QUEUES.files })], providers: [FilesProcessor, LostUploadsSweep, ActivityFileThreads] })
export class FileJobsModule {}
