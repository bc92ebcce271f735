import type { MaterialBatchRecord } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** How a batch is named in the filter and the removal dialog: product, order, delivery date and size. */
export function useBatchLabel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  return (batch: MaterialBatchRecord) =>
    t('materials.batches.label', {
      product: batch.productName ?? t('materials.batches.copied'),
      order: batch.orderSalesId ?? '—',
      date: formatDate(batch.createdAt, locale, user.timezone),
      count: batch.materialCount,
    });
}
