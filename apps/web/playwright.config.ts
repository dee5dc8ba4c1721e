import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePortBase, PORT_OFFSETS } from './e2e/support/ports';

// The browser suite runs the BUILT app (vite build + vite preview) against the reference API on
// a fresh PGlite, in Debian's Chromium (never a downloaded browser).
// The suite's servers take free ports picked here (E2E_PORT_BASE overrides), never `npm start`'s
// 3333, so the product and the tests run side by side. The runner picks once and leaves the
// choice in its environment: the workers load this file again and must find the same ports.
process.env.E2E_PORT_BASE ??= String(await freePortBase());
const BASE = Number(process.env.E2E_PORT_BASE);
const API_PORT = BASE + PORT_OFFSETS.api;
const OUTBOX_PORT = BASE + PORT_OFFSETS.outbox;
const WEB_PORT = BASE + PORT_OFFSETS.web;
const CATALOGUE_PORT = BASE + PORT_OFFSETS.catalogue;
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
const repo = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(repo, 'apps/api/node_modules/.bin/tsx');
// Each run's database gets a fresh folder under .tmp (never the product's .data/).
const E2E_DATA_ROOT = path.join(repo, '.tmp/e2e-data');
mkdirSync(E2E_DATA_ROOT, { recursive: true });

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One API and one database for the run: tests that write use their own rows.
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(repo, '.tmp/test-results/playwright.json') }]],
  outputDir: path.join(repo, '.tmp/playwright-output'),
  use: {
    baseURL: WEB_URL,
    locale: 'pt-BR',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `${tsx} e2e/support/api-server.ts`,
      url: `http://127.0.0.1:${API_PORT}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        API_PORT: String(API_PORT),
        E2E_DATA_ROOT,
        OUTBOX_PORT: String(OUTBOX_PORT),
        WEB_ORIGINS: WEB_URL,
        WEB_URL,
        // CCEE's open-data catalogue, played by e2e/imports.spec.ts on this port.
        CCEE_OPEN_DATA_URL: `http://127.0.0.1:${CATALOGUE_PORT}`,
        CCEE_OPEN_DATA_TIMEOUT_MS: '5000',
        // That stand-in listens on plain http at loopback, which the server reaches only when
        // the operator allow-lists it (ADR 0078).
        OUTBOUND_HTTP_ALLOW: '127.0.0.1',
      },
    },
    {
      command: `pnpm run build && pnpm exec vite preview --host 127.0.0.1 --port ${WEB_PORT} --strictPort`,
      url: WEB_URL,
      timeout: 240_000,
      reuseExistingServer: false,
      env: { VITE_API_URL: `http://127.0.0.1:${API_PORT}/v1` },
    },
  ],
});
