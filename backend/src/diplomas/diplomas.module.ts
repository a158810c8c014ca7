import { Module } from '@nestjs/common';
import { DiplomaNamesController, DiplomasController } from './diplomas.controller';
import { DiplomasService } from './diplomas.service';

@Module({ controllers: [DiplomasController, DiplomaNamesController], providers: [DiplomasService] })
export class DiplomasModule {}
