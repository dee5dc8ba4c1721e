import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { blockOverdueInvoices } from '../resources/invoices/blocking';
import { hourSlot, runOncePerSlot } from './periodic';

/**
 * The hourly invoice-blocking pass, once per hour across every node (ADR 0031). Each node ticks
 * more often than hourly (so that a node that was down does not leave an hour out); the first
 * tick of the hour on any node does the work, the others skip.
 */
export const hourlyInvoiceBlocking = (db: Kysely<DB>, node: string, now: Date = new Date()) =>
  runOncePerSlot(db, 'invoice-blocking', hourSlot(now), node, (tx) => blockOverdueInvoices(tx, now));

/** How often each node ticks the hourly tasks (ms). */
export const HOURLY_TICK_MS = 300_000;
