import { SERVER_TEXTS, serverText } from '@rec/domain';
import { tooManyRequests } from '../http/errors';

// Issue 35 item 8: at most `slots` large downloads stream at once per node. More wait in a short
// FIFO queue (a click on a tutorial should not fail because others are downloading); past the
// queue's length or its wait, 429 TOO_MANY_REQUESTS with Retry-After (ADR 0029, addendum).

export interface GateOptions {
  /** Large downloads streaming at once. */
  slots: number;
  /** Downloads that may wait for a slot; more are refused at once. */
  queue: number;
  /** How long one waits for a slot before it is refused. */
  maxWaitMs: number;
  /** From this size a download takes a slot; smaller ones stream freely. */
  largeBytes: number;
}

export const DEFAULT_GATE: GateOptions = { slots: 4, queue: 16, maxWaitMs: 15_000, largeBytes: 8 * 2 ** 20 };

export const BUSY_MESSAGE = serverText(SERVER_TEXTS.muitosDownloadsArquivosGrandesAndamento);

/** A release that runs once, however many ends (finish, abort, error) call it. */
const once = (fn: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
};

export class DownloadGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly options: GateOptions = DEFAULT_GATE) {}

  /** Seconds a refused caller is told to wait: about one slot's turn. */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.options.maxWaitMs / 1000));
  }

  /** Large downloads streaming now, and waiting (for tests and logs). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /**
   * A slot for a download of `size` bytes: resolves with its release (idempotent), or rejects
   * with 429 when the queue is full, the wait runs out or `signal` aborts (the caller left).
   */
  async enter(size: number, signal?: AbortSignal): Promise<() => void> {
    if (size < this.options.largeBytes) return () => undefined;
    if (this.active < this.options.slots) {
      this.active++;
      return this.release();
    }
    if (this.waiting.length >= this.options.queue) throw this.busy();
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const drop = () => {
        const at = this.waiting.indexOf(turn);
        if (at >= 0) this.waiting.splice(at, 1);
        signal?.removeEventListener('abort', leave);
      };
      const leave = () => {
        clearTimeout(timer);
        drop();
        reject(this.busy());
      };
      const timer = setTimeout(leave, this.options.maxWaitMs);
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(turn);
    });
    return this.release(); // the slot was handed over by the release that woke us
  }

  private release(): () => void {
    return once(() => {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so no newcomer can slip in between.
      if (next) next();
      else this.active--;
    });
  }

  private busy() {
    return tooManyRequests('TOO_MANY_REQUESTS', BUSY_MESSAGE);
  }
}
