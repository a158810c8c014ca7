import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '../i18n/app-error';
import { isId } from './fields';

/** A row id from the path (/team/12): digits only, within Postgres' integer, else a 400 before any query. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!isId(id)) throw new AppError(HttpStatus.BAD_REQUEST, 'validation.id');
    return id;
  }
}
