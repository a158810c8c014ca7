import { Injectable } from '@nestjs/common';

/** What time it is for the jobs whose rules depend on it (retention, due deletions): one provider, so tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date(Date.now());
  }
}
