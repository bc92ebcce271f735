import type { Locale, UserRecord } from '@portal/contracts';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, hub } from './api-client.ts';
import { useLocale } from './i18n.ts';
import { currentUserQuery } from './session.ts';

/**
 * The language the portal is used in is the one the signed-in user's mails are written in: whenever a
 * signed-in page shows in another language than the hub keeps for them (a choice in the language menu, a
 * sign-in from a browser that speaks another), the hub is told. Not while impersonating: support staff's
 * own language must not change someone else's mails. The calls run one after another, so the last choice is
 * the one kept.
 */
export function useMailLanguage(): void {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const { mutate } = useMutation({
    scope: { id: 'mail-language' },
    mutationFn: ({ userId, wanted }: { userId: string; wanted: Locale }) =>
      call(
        hub.PUT('/api/User/id/{id}/locale', { params: { path: { id: userId } }, body: { locale: wanted } }),
      ),
    onSuccess: (_answer, { wanted }) =>
      queryClient.setQueryData<UserRecord>(currentUserQuery.queryKey, (record) =>
        record ? { ...record, locale: wanted } : record,
      ),
    // Only a lost connection can fail here; the next page load tries again.
    onError: (error) => console.warn('Mail language not stored', error),
  });
  const asThemselves = user.impersonatedUser === null;
  useEffect(() => {
    if (asThemselves && user.locale !== locale) mutate({ userId: user.id, wanted: locale });
  }, [asThemselves, user.id, user.locale, locale, mutate]);
}
