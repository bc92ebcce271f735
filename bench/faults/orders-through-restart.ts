// Orders are created at a steady rate, each with its own Idempotency-Key, while PostgreSQL is stopped and
// started again a third of the way in; a submission answered 503 (or not at all) is sent again with the same
// key until it is answered. Afterwards every order answered 2xx must exist exactly once.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { cases } from '../../apps/api/src/modules/cases/cases.table.ts';
import { orders } from '../../apps/api/src/modules/orders/orders.table.ts';
import { buildProduct } from '../../apps/api/src/test/factories.ts';
import { submitCaseAndOrder } from '../../apps/api/src/test/hub-process.ts';
import { type FaultContext, sleep } from './fault-context.ts';

const percentile = (sorted: number[], share: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0) : 0;

export async function ordersThroughRestart(
  context: FaultContext,
  options: { rate: number; duration: number; outageSeconds: number },
) {
  const { rate, duration, outageSeconds } = options;
  const { database, server, authorization, check } = context;
  const { officeA, agentA } = context.offices;
  const base = context.baseUrl;
  const product = await buildProduct(database.db, {
    branchId: officeA.id,
    name: 'Photography',
    price: '2500',
  });
  const run = randomBytes(4).toString('hex');
  const unavailableMs: number[] = [];
  const answeredMs: number[] = [];
  const submit = async (index: number) => {
    const reference = `FAULT-${run}-${index}`;
    for (let attempt = 1; attempt <= 60; attempt++) {
      const started = performance.now();
      const response = await submitCaseAndOrder(
        base,
        {
          authorization,
          idempotencyKey: `${run}-${index}`,
          branchId: officeA.id,
          reference,
          responsibleEmail: agentA.email,
          productId: product.id,
          address: {
            street: 'Strandvejen',
            buildingNumber: String(index + 1),
            city: 'Hellerup',
            zip: '2900',
          },
        },
        AbortSignal.timeout(30_000),
      ).catch(() => undefined);
      const ms = performance.now() - started;
      if (response && response.status !== 503) {
        answeredMs.push(ms);
        const body = (await response.json()) as { orderId?: string };
        return { reference, status: response.status, orderId: body.orderId, attempts: attempt };
      }
      unavailableMs.push(ms);
      await sleep(500);
    }
    return { reference, status: 503, orderId: undefined, attempts: 60 };
  };
  const total = rate * duration;
  const started = performance.now();
  const submissions: ReturnType<typeof submit>[] = [];
  const restart = (async () => {
    await sleep((duration * 1000) / 3);
    console.log(`stopping PostgreSQL for ${outageSeconds} s`);
    await server.stop('fast');
    await sleep(outageSeconds * 1000);
    await server.start();
    console.log('PostgreSQL started again');
  })();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    await sleep(Math.max(0, due - performance.now()));
    submissions.push(submit(index));
  }
  await restart;
  const answers = await Promise.all(submissions);
  const answered = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  const retried = answers.filter((answer) => answer.attempts > 1);
  const made = await database.db
    .select({ reference: cases.reference, orderId: orders.id })
    .from(orders)
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .where(
      inArray(
        cases.reference,
        answers.map((answer) => answer.reference),
      ),
    );
  let doubledOrLost = 0;
  for (const answer of answers) {
    const ofReference = made.filter((row) => row.reference === answer.reference).map((row) => row.orderId);
    const once = Boolean(answer.orderId) && ofReference.length === 1 && ofReference[0] === answer.orderId;
    if (!once) doubledOrLost += 1;
    check(
      once,
      answer.orderId
        ? `${answer.reference}: answered ${answer.status} with order ${answer.orderId}, stored ${ofReference.join(', ') || 'none'}`
        : `${answer.reference}: never answered 2xx (last ${answer.status})`,
    );
  }
  const unavailable = unavailableMs.toSorted((a, b) => a - b);
  const latency = answeredMs.toSorted((a, b) => a - b);
  console.log(`
orders through a PostgreSQL restart (${rate}/s for ${duration} s, ${outageSeconds} s outage)
  submissions            ${answers.length}
  answered 2xx           ${answered.length}
  needed a retry         ${retried.length} (most attempts: ${Math.max(...answers.map((answer) => answer.attempts))})
  503 or no answer       ${unavailable.length}, answered within p50 ${percentile(unavailable, 0.5).toFixed(0)} ms, max ${(unavailable.at(-1) ?? 0).toFixed(0)} ms
  2xx latency            p50 ${percentile(latency, 0.5).toFixed(0)} ms, p95 ${percentile(latency, 0.95).toFixed(0)} ms, max ${(latency.at(-1) ?? 0).toFixed(0)} ms
  orders stored          ${made.length} (each answered order exactly once: ${doubledOrLost === 0 ? 'yes' : 'NO'})`);
  context.expectMails(answered.length);
}
