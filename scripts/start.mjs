// `npm start`: installs what is missing, then serves the product. Until apps/api exists this
// serves the contract itself through a Prism mock, so that the SDK and web can be tried.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './bootstrap.mjs';
import { root } from './lib.mjs';
import { BUNDLE } from './spec-bundle.mjs';

const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.MOCK_PORT ?? 4010);

ensureInstalled();
const prism = spawn(path.join(root, 'node_modules/.bin/prism'), ['mock', '-h', HOST, '-p', String(PORT), BUNDLE], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let announced = false;
prism.stdout.on('data', (chunk) => {
  if (announced || !String(chunk).includes('Prism is listening')) return;
  announced = true;
  console.log(`\nREC ledger API (contract mock) at http://${HOST}:${PORT}`);
  console.log('Every call of openapi/ answers its examples; send any bearer token, e.g.:');
  console.log(`  curl -H 'Authorization: Bearer demo' http://${HOST}:${PORT}/registrants`);
  console.log('Press Ctrl+C to stop.');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal));
prism.on('exit', (code) => process.exit(code ?? 0));
