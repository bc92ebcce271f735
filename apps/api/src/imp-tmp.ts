import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const mb = () => { const m = process.memoryUsage(); const c = process.cpuUsage(); return `rss ${Math.round(m.rss/1e6)} heap ${Math.round(m.heapUsed/1e6)} cpu ${((c.user+c.system)/1e6).toFixed(2)}`; };
const t0 = performance.now();
if (process.argv[2] === 'dump') {
  const c = await PGlite.create({ dataDir: '/tmp/start-b', extensions: { pg_trgm } });
  const blob = await c.dumpDataDir(process.argv[3] as never);
  await writeFile('/tmp/start-template.tar' + (process.argv[3] === 'gzip' ? '.gz' : ''), Buffer.from(await blob.arrayBuffer()));
  console.log('dumped', ((performance.now()-t0)/1000).toFixed(2), mb());
  await c.close();
} else {
  const blob = new Blob([await readFile(process.argv[3])]);
  const client = await PGlite.create({ dataDir: process.argv[2], loadDataDir: blob, extensions: { pg_trgm } });
  console.log('open from template', ((performance.now()-t0)/1000).toFixed(2), mb());
  console.log((await client.query('select count(*) from __drizzle_migrations').catch(e => ({rows: [String(e)]}))).rows, (await client.query("select count(*) from information_schema.tables where table_schema='public'")).rows);
  await client.close();
}
