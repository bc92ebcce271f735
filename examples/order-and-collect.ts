// What an office's developer writes with a department API key (docs/api.md): find the case of an address,
// order a package for it, and print the material's links once it has been delivered.
//
//   PORTAL_URL=https://portal.example.dk PORTAL_API_KEY=pk_... RESPONSIBLE_EMAIL=agent@office.dk \
//     node examples/order-and-collect.ts "Strandvejen 12"
//
// The key needs the scopes "Read cases and material" and "Create orders".
import { fileURLToPath } from 'node:url';
import { createPortalClient } from '@portal/client';

export interface OrderAndCollectOptions {
  baseUrl: string;
  apiKey: string;
  /** Part of the case's address, as the portal's case search takes it. */
  address: string;
  /** The agent who answers for the order: a user of the key's department. */
  responsibleEmail: string;
  /** How often to look for delivered material, and for how long. */
  pollMs?: number;
  timeoutMs?: number;
  print?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every answer the hub refuses has the same shape: a code and a message in the caller's language. */
function fail(step: string, error: { code?: string; message?: string } | undefined): never {
  throw new Error(`${step} failed: ${error?.message ?? 'no answer'} (${error?.code ?? 'unknown'})`);
}

/** Returns the links of the delivered material. */
export async function orderAndCollect(options: OrderAndCollectOptions): Promise<string[]> {
  const {
    baseUrl,
    apiKey,
    address,
    responsibleEmail,
    pollMs = 60_000,
    timeoutMs = 14 * 86_400_000,
  } = options;
  const print = options.print ?? console.log;
  const portal = createPortalClient({ baseUrl, apiKey });

  const search = await portal.POST('/api/Cases/Search', { body: { searchKey: address, take: 1 } });
  const found = search.data?.data[0] ?? fail('Finding the case', search.error);
  print(`Case ${found.reference}: ${found.address.addressFull}`);

  const packages = await portal.GET('/api/branches/{id}/packages', {
    params: { path: { id: found.branchId } },
  });
  const chosen =
    packages.data?.find((item) => item.grouping === 'CASE') ?? fail('Choosing a package', packages.error);

  const order = await portal.POST('/api/orders/new/webshop', {
    body: {
      caseId: found.id,
      flow: 'PHOTOGRAPHY',
      bookingInfo: {},
      propertyInfo: { propertyType: 'villa', livingArea: 120 },
      responsibleEmail,
      package: { id: chosen.id },
      // Each of the package's choices takes its first option, the package's default.
      productChoices: chosen.choices.flatMap((choice) =>
        choice.products[0] ? [{ choiceId: choice.id, productId: choice.products[0].id }] : [],
      ),
    },
  });
  if (!order.data) fail('Ordering', order.error);
  print(`Ordered ${chosen.name}: order ${order.data.salesId}`);

  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(pollMs)) {
    const assets = await portal.GET('/api/cases/{id}/assets', { params: { path: { id: found.id } } });
    if (!assets.data) fail('Reading the material', assets.error);
    // A file's link is its largest source; link material (a 3D tour, a video page) has its own url.
    const links = assets.data.materials.flatMap((material) => {
      const link = material.largestSource?.url ?? material.url;
      return link ? [new URL(link, baseUrl).href] : [];
    });
    if (links.length > 0) {
      for (const link of links) print(link);
      return links;
    }
  }
  throw new Error('No material was delivered in time');
}

// Run from the command line (a test imports the function instead).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { PORTAL_URL, PORTAL_API_KEY, RESPONSIBLE_EMAIL } = process.env;
  const address = process.argv[2];
  if (!PORTAL_URL || !PORTAL_API_KEY || !RESPONSIBLE_EMAIL || !address) {
    console.error('Set PORTAL_URL, PORTAL_API_KEY and RESPONSIBLE_EMAIL, and give an address.');
    process.exit(2);
  }
  await orderAndCollect({
    baseUrl: PORTAL_URL,
    apiKey: PORTAL_API_KEY,
    responsibleEmail: RESPONSIBLE_EMAIL,
    address,
  });
}
