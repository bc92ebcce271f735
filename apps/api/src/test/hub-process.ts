import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface HubProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the hub wrote to its standard output so far (its log lines are JSON). */
  output(): string;
  /** SIGTERM, or the signal given, and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A hub started as in production (`node src/server.ts`) on 127.0.0.1:`port` with the given settings on top
 * of this process's environment, and Node's own options when given (a bench's `--trace-gc`); resolves once
 * it listens.
 */
export async function startHubProcess(
  port: number,
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<HubProcess> {
  const child = spawn(process.execPath, [...nodeOptions, 'src/server.ts'], {
    cwd: path.join(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  for (let waited = 0; !output.includes('running at'); waited += 100) {
    if (child.exitCode !== null || waited > 300_000) {
      child.kill('SIGKILL');
      throw new Error(`the hub did not start: ${output}`);
    }
    await sleep(100);
  }
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

/** A new case with one product ordered, as the wizard sends them in one unit (`createCaseAndOrder`). */
export interface CaseAndOrder {
  branchId: number;
  reference: string;
  responsibleEmail: string;
  productId: number;
  address?: { street: string; buildingNumber: string; city: string; zip: string };
}

/** The body of `POST /api/orders/new/webshop-with-case` for `order`. */
export const caseAndOrderBody = (order: CaseAndOrder) => ({
  case: {
    branchId: order.branchId,
    reference: order.reference,
    orderContacts: [],
    address: order.address ?? { street: 'Vestergade', buildingNumber: '7', city: 'Odense C', zip: '5000' },
  },
  order: {
    flow: 'PHOTOGRAPHY',
    bookingInfo: { keyPickup: false },
    responsibleEmail: order.responsibleEmail,
    package: null,
    products: [{ id: order.productId, quantity: 1 }],
  },
});

export interface CaseAndOrderSubmission extends CaseAndOrder {
  authorization: string;
  idempotencyKey: string;
}

/** Submits a case and its order to a started hub, as the portal's wizard does. */
export function submitCaseAndOrder(
  baseUrl: string,
  submission: CaseAndOrderSubmission,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${baseUrl}/api/orders/new/webshop-with-case`, {
    method: 'POST',
    headers: {
      authorization: submission.authorization,
      'content-type': 'application/json',
      'idempotency-key': submission.idempotencyKey,
    },
    body: JSON.stringify(caseAndOrderBody(submission)),
    signal,
  });
}
