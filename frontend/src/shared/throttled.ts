/** Runs `action` at once, then at most once per `windowMs`: calls within the window make one more run at its end. */
export function throttled(action: () => void, windowMs: number): { run(): void; stop(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    action();
  };
  return {
    run() {
      const wait = last + windowMs - Date.now();
      if (wait <= 0) fire();
      else timer ??= setTimeout(fire, wait);
    },
    stop: () => clearTimeout(timer),
  };
}
