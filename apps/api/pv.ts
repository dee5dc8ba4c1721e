import { createReadStream } from 'node:fs';
import { connect } from '/work/wt/h16/apps/api/src/db/connect';
import { previewCceeHourly } from '/work/wt/h16/apps/api/src/imports/ccee-hourly/preview';

const d = await connect({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/h16_bench' });
const t = performance.now();
await d.db
  .transaction()
  .execute(async (tx) => {
    const p = await previewCceeHourly(tx, {}, createReadStream('/tmp/ccee-hourly-3984-202607.csv.gz'));
    console.log(p.valid);
    throw new Error('rollback');
  })
  .catch((e) => console.log(e.message));
console.log('total', (performance.now() - t).toFixed(0));
await d.close();
