import { HttpException, HttpStatus } from '@nestjs/common';
import type { MessageKey } from './messages';

/** An expected failure whose message the exception filter words in the caller's language. */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key, status);
  }
}

/** A rejected request body or query: the first message of each invalid field. */
export class ValidationFailed extends HttpException {
  constructor(readonly fields: Record<string, { key: MessageKey; params: Record<string, string | number> }>) {
    super('validation failed', HttpStatus.BAD_REQUEST);
  }
}
