import { Controller, Get, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OperatorConditionsResponse } from '@lesne/contracts';
import { db } from '@lesne/db';
import { Access } from '../../access/access.decorator';

/** The conditions the platform's operators must act on, for the banner on their pages. */
@Controller('admin/conditions')
export class OperatorConditionsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Access('admin')
  async inForce(): Promise<OperatorConditionsResponse> {
    return { items: await db.operatorConditions.operatorConditionsInForce(this.dataSource.manager) };
  }
}

@Module({ controllers: [OperatorConditionsController] })
export class OperatorConditionsModule {}
