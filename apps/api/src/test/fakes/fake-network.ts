import { isIP } from 'node:net';
import { vi } from 'vitest';
import { type PinnedPost, postToCheckedAddress } from '../../adapters/outbound/pinned-post.ts';
import { isLoopbackAddress } from '../../adapters/outbound/public-address.ts';
import type { HostResolver } from '../../adapters/outbound/public-target.ts';

/**
 * The address every name answers unless a test says otherwise: a public one (IANA's example.com), so a
 * name passes the check. Nothing ever connects to it: `postPinned` refuses anything outside this machine.
 */
export const PUBLIC_TEST_ADDRESS = '93.184.215.14';

/**
 * The hub's way out in tests: a resolver that answers from the test's table and never asks DNS, and the
 * real pinned connection behind a spy that refuses, before connecting, any address outside this machine.
 * Both are `vi.fn`, so a test asserts what was looked up and that nothing was connected to.
 */
export function createFakeNetwork() {
  const answers = new Map<string, string[]>();
  const resolveHost = vi.fn<HostResolver>(async (name) =>
    (answers.get(name) ?? [PUBLIC_TEST_ADDRESS]).map((address) => ({
      address,
      family: isIP(address) === 6 ? 6 : 4,
    })),
  );
  const postPinned = vi.fn<PinnedPost>(async (request) => {
    if (!request.addresses.every(({ address }) => isLoopbackAddress(address))) {
      throw new Error('a test never connects outside this machine');
    }
    return postToCheckedAddress(request);
  });
  return {
    resolveHost,
    postPinned,
    /** What `name` resolves to from now on; none for a name that does not exist. */
    answer(name: string, addresses: string[]) {
      answers.set(name, addresses);
    },
  };
}

export type FakeNetwork = ReturnType<typeof createFakeNetwork>;
