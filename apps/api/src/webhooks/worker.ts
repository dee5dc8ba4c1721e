import type { Kysely } from 'kysely';
import type { Outbound } from '../connectors/outbound';
import type { DB } from '../db/schema';
import { claimDue } from './claim';
import { DEFAULT_FANOUT, type FanOutOptions, fanOut } from './fanout';
import { type Outcome, recordOutcomes } from './outcomes';
import { DEFAULT_SCHEDULE, type DeliverySchedule } from './schedule';
import { sendOnce } from './send';

export interface WebhookWorkerOptions {
  outbound: Outbound;
  /** Opens a sealed signing secret (services.seal.open). */
  open: (sealed: string) => string;
  schedule?: DeliverySchedule;
  fanout?: FanOutOptions;
  /** Deliveries claimed at once by one lane; a lane's POSTs run together. */
  batch?: number;
  /** Lanes per node: a slow receiver holds up only its own lane's batch. */
  lanes?: number;
  /** Longest wait for a receiver's answer (ms); a claim's lease is twice this. */
  timeoutMs?: number;
}

const settings = (o: WebhookWorkerOptions) => ({
  schedule: o.schedule ?? DEFAULT_SCHEDULE,
  fanout: o.fanout ?? DEFAULT_FANOUT,
  batch: o.batch ?? 50,
  lanes: o.lanes ?? 4,
  timeoutMs: o.timeoutMs ?? 10_000,
});

/** One lane's claim → POSTs → record; answers how many deliveries it tried. */
async function sendBatch(db: Kysely<DB>, o: WebhookWorkerOptions, asOf: Date): Promise<number> {
  const s = settings(o);
  const claimed = await claimDue(db, s.batch, s.timeoutMs * 2, asOf);
  const outcomes: Outcome[] = await Promise.all(
    claimed.map(async (delivery) => ({
      delivery,
      attempt: await sendOnce(o.outbound, delivery.url, o.open(delivery.secretEnc), delivery.envelope, s.timeoutMs),
    })),
  );
  await recordOutcomes(db, outcomes, s.schedule);
  return claimed.length;
}

/** New events into deliveries, then every lane sends until nothing is due. Answers deliveries tried. */
export async function deliverWebhooks(db: Kysely<DB>, o: WebhookWorkerOptions): Promise<number> {
  const s = settings(o);
  await fanOut(db, s.fanout);
  const asOf = new Date();
  const lane = async () => {
    let tried = 0;
    for (let n = await sendBatch(db, o, asOf); n > 0; n = await sendBatch(db, o, asOf)) tried += n;
    return tried;
  };
  const counts = await Promise.all(Array.from({ length: s.lanes }, lane));
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * The periodic delivery of every API node (like the import worker): ticks every `tickMs`, one
 * pass at a time; several nodes share the work through SKIP LOCKED claims.
 */
export function startWebhookWorker(
  db: Kysely<DB>,
  o: WebhookWorkerOptions & { tickMs?: number; onError?: (err: unknown) => void },
) {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = deliverWebhooks(db, o)
      .catch((err) => o.onError?.(err))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, o.tickMs ?? 1000);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
