import type { ListingProfileRecord, ListingProfileUpdateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { caseKeys, listingKeys } from '@/lib/query-keys.ts';

/**
 * Provider staff change a profile's name and rules. The list shows the saved profile at once; every case's
 * check follows the profile's rules, so those cached are asked for again.
 */
export function useUpdateListingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListingProfileUpdateBody }) =>
      call(hub.PUT('/api/listing-profiles/{id}', { params: { path: { id } }, body })),
    onSuccess: (saved) => {
      queryClient.setQueryData<ListingProfileRecord[]>(listingKeys.profiles(), (profiles) =>
        profiles?.map((profile) => (profile.id === saved.id ? saved : profile)),
      );
      return queryClient.invalidateQueries({
        queryKey: caseKeys.all,
        predicate: (query) => query.queryKey.includes('check'),
      });
    },
  });
}
