// The transfer-throughput benchmark's knobs (environment variables, see ../transfer-throughput.mjs)
// and its fixed values.

export const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
export const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 20);
export const POOL = process.env.BENCH_POOL ? Number(process.env.BENCH_POOL) : undefined; // else the server's default
export const SCALE = Number(process.env.BENCH_SCALE ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
export const PATTERN = process.env.BENCH_PATTERN === 'chain' ? 'chain' : 'random';
export const TARGET = 0.3;
export const HOST = '127.0.0.1';
export const ISSUED = '1000000.000000';
export const STEP = '0.001000';
export const PASSWORD = 'Bench@2026';
/** The app pool's application_name, to watch its backends in pg_stat_activity. */
export const APP_NAME = `rec-bench-transfers-${process.pid}`;
