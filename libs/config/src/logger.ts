import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import type { AppConfig } from './config';

/** JSON lines at LOG_LEVEL, on stdout unless told otherwise (tests read them); credentials are never written. */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Nest's messages, and every `new Logger(context)` in our code, written through pino. Nest
 * passes the context last, and for errors a stack before it.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const last = params.at(-1);
    const context = typeof last === 'string' ? last : undefined;
    const [stack] = context === undefined ? params : params.slice(0, -1);
    const fields = { context, ...(typeof stack === 'string' ? { stack } : {}) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else this.logger[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
  }
}
