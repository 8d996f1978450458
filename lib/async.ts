/** Thrown by withTimeout when the wait is over. */
export class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`no answer in ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Rejects with a TimeoutError when the promise has not settled in `ms`; a late answer is ignored. For
 * waits that cannot be aborted (Next's fetch inside a render, a Redis command), so the wait itself is
 * bounded. The timer never keeps the process alive.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
