import { createServer } from 'node:net';

// The browser suite's servers sit at fixed offsets from one base port (playwright.config.ts).
export const PORT_OFFSETS = { api: 0, outbox: 1, catalogue: 2, web: 840 } as const;

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A base port whose every offset is free now, away from `npm start`'s 3333 and Vite's 5173/4173. */
export async function freePortBase(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const ports = Object.values(PORT_OFFSETS).map((offset) => base + offset);
    if ((await Promise.all(ports.map(free))).every(Boolean)) return base;
  }
  throw new Error('No free port base for the browser suite: set E2E_PORT_BASE.');
}
