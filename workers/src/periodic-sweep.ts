import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

/**
 * A safety net that runs every interval, one pass at a time: a failed pass is logged and the
 * next one retries; shutdown waits for the pass under way.
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  protected constructor(private readonly intervalMs: number) {}

  /** One pass; how many items it handled. */
  protected abstract pass(): Promise<number>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.sweep());
    }, this.intervalMs);
  }

  async sweep(): Promise<number> {
    try {
      return await this.pass();
    } catch (error) {
      this.logger.warn(`sweep will retry: ${(error as Error).message}`);
      return 0;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
