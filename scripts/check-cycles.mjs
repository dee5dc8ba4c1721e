// `npm test` step: the workspace's own modules import each other without circles (issue 37 §5).
// Prints each circle's files and exits 1 when there is one. `--types` also counts type-only
// imports (erased at run time) and only reports: those circles are layering debts, not load-order bugs.
import path from 'node:path';
import { circles, importGraph } from './import-graph.mjs';
import { root } from './lib.mjs';

const types = process.argv.includes('--types');
const graph = importGraph(root, { types });
const found = circles(graph);
const edges = [...graph.values()].reduce((n, e) => n + e.length, 0);
for (const scc of found) {
  console.log(`\ncircle of ${scc.length} files:`);
  for (const file of scc) console.log(`  ${path.relative(root, file)}`);
}
console.log(`${graph.size} files, ${edges} imports, ${found.length} import circles`);
process.exit(found.length && !types ? 1 : 0);
