// The bare reference of bench:load's order phase: what this stack does for one order at most, on this
// machine, with nothing of the hub. node:http and pg only: no authentication, no validation, no idempotency
// key, no audit log, no mail; the body is the hub's own (the wizard's case and order), and the answer is
// `JSON.stringify` of the ids, as the hub answers. One transaction runs the least an order needs: one read of
// the product with its department, then the case, the order, its line, the line's tasks and, for a product
// with a photographer's visit, the booking (6 to 7 statements, begin and commit aside).
//   node bench/order-reference-server.ts <port> <database url> <pool size>
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const [port, databaseUrl, poolSize] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolSize) });

interface Submission {
  case: {
    branchId: number;
    reference: string;
    address: { street: string; buildingNumber: string; zip: string; city: string };
  };
  order: { products: { id: number; quantity: number }[] };
}

/** The order's rows, written in one transaction; answers the ids the hub answers. */
async function placeOrder(submission: Submission) {
  const { branchId, reference, address } = submission.case;
  const [wanted] = submission.order.products;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const product = await client.query(
      `select p.id, p.item_number, p.name, p.price, p.unit, p.task_categories, b.currency
         from products p join branches b on b.id = p.branch_id
        where p.id = $1 and p.branch_id = $2 and p.active`,
      [wanted?.id, branchId],
    );
    const row = product.rows[0];
    if (!row) throw new Error('no such product');
    const now = new Date();
    const caseRow = await client.query(
      `insert into cases (branch_id, reference, category, street, building_number, zip, city, address_full,
         order_status, latest_order_change_at, created_at, modified_date)
       values ($1, $2, 'CASE', $3, $4, $5, $6, $7, 'Open', $8, $8, $8) returning id`,
      [
        branchId,
        reference,
        address.street,
        address.buildingNumber,
        address.zip,
        address.city,
        `${address.street} ${address.buildingNumber}, ${address.zip} ${address.city}`,
        now,
      ],
    );
    const caseId = caseRow.rows[0].id as string;
    const salesId = `SO-${randomBytes(4).toString('hex').toUpperCase()}`;
    const quantity = wanted?.quantity ?? 1;
    const order = await client.query(
      `insert into orders (case_id, branch_id, sales_id, status, currency, total_price, created_date, updated_at)
       values ($1, $2, $3, 'Open', $4, $5, $6, $6) returning id`,
      [caseId, branchId, salesId, row.currency, Number(row.price) * quantity, now],
    );
    const orderId = order.rows[0].id as string;
    const line = await client.query(
      `insert into order_lines (order_id, product_id, item_number, product_name, position, status,
         ordered_quantity, price, unit)
       values ($1, $2, $3, $4, 0, 'OPEN', $5, $6, $7) returning id`,
      [orderId, row.id, row.item_number, row.name, quantity, row.price, row.unit],
    );
    const categories = row.task_categories as string[];
    const tasks = await client.query(
      `insert into tasks (branch_id, case_id, order_id, order_line_id, type, product_name)
       select $1, $2, $3, $4, type, $5 from unnest($6::text[]) as type returning id, type`,
      [branchId, caseId, orderId, line.rows[0].id, row.name, categories],
    );
    const visitTask = tasks.rows.find((task) => task.type === 'BOOK_PHOTOGRAPHER');
    if (visitTask) {
      await client.query('insert into bookings (order_id, task_id) values ($1, $2)', [orderId, visitTask.id]);
    }
    await client.query('commit');
    return { success: true, orderId, salesId, caseId };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    placeOrder(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Submission).then(
      (answer) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: error.message }));
      },
    );
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log(`reference listening on ${port}`));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
