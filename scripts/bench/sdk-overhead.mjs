// SDK overhead: the same GET against a local server, through the SDK and through raw fetch, in
// one run. Both send the same headers (bearer, Accept-Language, Connection: close), so the ratio
// is what the SDK's middleware, URL building and parsing add. Target: ratio ≤ 1.10.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from '../lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 200);
const TARGET = 1.1;

const dist = path.join(root, 'packages/sdk/dist/index.js');
if (!existsSync(dist)) spawnSync('pnpm', ['--filter', '@rec/sdk', 'build'], { cwd: root, stdio: 'inherit' });
const { createApiClient } = await import(dist);

const body = JSON.stringify({
  id: 1,
  created_at: '2026-01-15T13:45:00Z',
  social_reason: 'Solar do Sul Energia Ltda',
  cnpj: '11222333000181',
  active: true,
  dueDate: 10,
  email: 'maria.souza@solardosul.com.br',
  volume_mwh_month: '1250.500000',
});
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const baseUrl = `http://127.0.0.1:${server.address().port}/v1`;

const sdk = createApiClient({ baseUrl, getToken: () => 'bench-token' });
const viaSdk = async () => {
  const { data } = await sdk.GET('/registrants/{id}', { params: { path: { id: 1 } } });
  if (!data) throw new Error('no data');
};
const viaFetch = async () => {
  const res = await fetch(`${baseUrl}/registrants/1`, {
    headers: { Authorization: 'Bearer bench-token', 'Accept-Language': 'pt', Connection: 'close' },
  });
  if (!(await res.json())) throw new Error('no data');
};

async function time(fn) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < PER_ROUND; i++) await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

await time(viaSdk); // warm-up both paths
await time(viaFetch);
const sdkTimes = [];
const fetchTimes = [];
for (let round = 0; round < ROUNDS; round++) {
  // Alternate the order so that drift on the machine falls on both sides.
  if (round % 2) {
    sdkTimes.push(await time(viaSdk));
    fetchTimes.push(await time(viaFetch));
  } else {
    fetchTimes.push(await time(viaFetch));
    sdkTimes.push(await time(viaSdk));
  }
}
server.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratio = median(sdkTimes) / median(fetchTimes);
console.log(`requests: ${ROUNDS} rounds × ${PER_ROUND} per path`);
console.log(`median per round: sdk ${median(sdkTimes).toFixed(1)} ms, raw fetch ${median(fetchTimes).toFixed(1)} ms`);
console.log(`sdk/fetch ratio: ${ratio.toFixed(3)} (target ≤ ${TARGET}) ${ratio <= TARGET ? 'OK' : 'ABOVE TARGET'}`);
process.exit(ratio <= TARGET ? 0 : 1);
