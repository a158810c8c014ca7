/**
 * Runs a flush after each request, one flush at a time. Requests made while a flush waits for its
 * turn share it: it starts after them, so it sees everything committed before they were made.
 */
export class SerialFlushes {
  private tail: Promise<void> = Promise.resolve();
  private waiting = false;

  constructor(
    private readonly flush: () => Promise<unknown>,
    private readonly failed: (error: Error) => void,
  ) {}

  request(): void {
    if (this.waiting) return;
    this.waiting = true;
    this.tail = this.tail
      .then(() => {
        this.waiting = false;
        return this.flush();
      })
      .then(() => undefined, this.failed);
  }

  /** Resolves once every flush requested so far has run. */
  settled(): Promise<void> {
    return this.tail;
  }
}
