/**
 * Runs `action` at once, then at most once more per `windowMs` however often it is asked:
 * a burst of live events becomes one request now and one at the end of the burst.
 */
export function coalesce(action: () => void, windowMs: number): { run(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const release = () => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    action();
    timer = setTimeout(release, windowMs);
  };
  return {
    run() {
      if (timer !== undefined) {
        pending = true;
        return;
      }
      action();
      timer = setTimeout(release, windowMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = false;
    },
  };
}
