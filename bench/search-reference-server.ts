// The bare reference of bench:case-search: node:http and pg only, no framework, no sign-in, no validation.
// GET /<n> runs the n-th search's statements (the SQL the hub sends for it, with the same values, one after
// the other as the hub sends them) and answers JSON.stringify of their rows: the limit of this stack on this
// machine for the same queries. Started by the bench beside the hub:
//   node bench/search-reference-server.ts --port 3542 --statements <file.json>   (DATABASE_URL set)
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Statement } from './search-statements.ts';

const { values } = parseArgs({
  options: { port: { type: 'string' }, statements: { type: 'string' } },
});
if (!values.port || !values.statements || !process.env.DATABASE_URL) {
  throw new Error('usage: DATABASE_URL=... node bench/search-reference-server.ts --port N --statements FILE');
}
const searches = JSON.parse(await readFile(values.statements, 'utf8')) as Statement[][];
// As many connections as the hub's pool (db/client.ts), so both wait for the database alike.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = createServer(async (request, response) => {
  const statements = searches[Number(request.url?.slice(1))];
  if (!statements) {
    response.writeHead(request.url === '/health' ? 200 : 404).end();
    return;
  }
  try {
    const rows: unknown[][] = [];
    for (const { text, params } of statements) rows.push((await pool.query(text, params)).rows);
    const body = JSON.stringify(rows);
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(Number(values.port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
