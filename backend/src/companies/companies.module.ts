import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from '@lesne/db';
import { CompaniesController } from './companies.controller';

@Module({ imports: [TypeOrmModule.forFeature([Company])], controllers: [CompaniesController] })
export class CompaniesModule {}
