// Regenerates everything derived from openapi/ and fails when any generated file changed:
// the committed bundle and SDK must be exactly what the contract produces.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';
import { generateSdk } from './sdk-gen.mjs';

const GENERATED = ['openapi/openapi.bundle.json', 'packages/sdk/src'];

function files(entry) {
  const abs = path.join(root, entry);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [entry];
  return readdirSync(abs).flatMap((name) => files(path.join(entry, name)));
}

function snapshot() {
  const map = new Map();
  for (const f of GENERATED.flatMap(files)) {
    if (!/\.gen\.|bundle\.json$/.test(f)) continue;
    map.set(
      f,
      createHash('sha256')
        .update(readFileSync(path.join(root, f)))
        .digest('hex'),
    );
  }
  return map;
}

const before = snapshot();
generateSdk();
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (changed.length) {
  console.error(
    `Generated files drifted from openapi/ (now regenerated; review and commit):\n  ${changed.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`sdk:check: ${after.size} generated files match openapi/`);
