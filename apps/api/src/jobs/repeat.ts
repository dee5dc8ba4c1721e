/** A task run again and again, never beside itself. */
export interface Repeating {
  /** Stops the repeats; resolves once a run under way has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `ms` after the previous run ENDED (setInterval starts a run every `ms` even while
 * the last one is still going: on a busy machine slow runs piled up on the database's connections,
 * ahead of the requests users wait for). A failed run is reported and the repeats go on.
 */
export function repeat(ms: number, task: () => Promise<unknown>, onError: (err: unknown) => void): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task()
      .then(
        () => undefined,
        (err) => onError(err),
      )
      .then(() => {
        if (!stopped) timer = setTimeout(run, ms);
      });
  };
  timer = setTimeout(run, ms);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
