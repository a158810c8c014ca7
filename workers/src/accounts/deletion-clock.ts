import { Injectable } from '@nestjs/common';

/** What the deletion job takes as now; tests move it to the day a request falls due. */
@Injectable()
export class DeletionClock {
  now(): Date {
    return new Date();
  }
}
