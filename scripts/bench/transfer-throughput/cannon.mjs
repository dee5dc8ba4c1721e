import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireApi } from '../scratch.mjs';
import { CONNECTIONS } from './knobs.mjs';

// autocannon in a child process (off the server's event loop), posting transfers.

const code = `const autocannon = require(process.argv[1]);
const o = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8'));
let next = 0;
autocannon({
  url: o.url, connections: o.connections, duration: o.duration,
  requests: [{
    setupRequest(req) {
      const r = o.requests[next++ % o.requests.length];
      return { ...req, method: 'POST', path: '/v1/transfers',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + r.token },
        body: JSON.stringify(r.body) };
    },
  }],
}, (err, r) => {
  if (err) { console.error(err); process.exit(1); }
  process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
    total: r.requests.total, ok: r['2xx'], non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts }));
});`;

/** autocannon in a child process; each request takes the next (token, body) pair. */
export function cannon(url, seconds, requests) {
  const autocannonPath = requireApi.resolve('autocannon');
  const options = { url, connections: CONNECTIONS, duration: seconds, requests };
  // The requests go through a file: thousands of them do not fit in one command-line argument.
  const file = path.join(os.tmpdir(), `rec-bench-transfers-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(options));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code, autocannonPath, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (status) => {
      rmSync(file, { force: true });
      if (status === 0) resolve(JSON.parse(out));
      else reject(new Error(`autocannon exited ${status}`));
    });
  });
}
