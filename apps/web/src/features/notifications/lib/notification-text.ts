import type { NotificationRecord } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** The notification's sentence in the reader's language, from its kind and the words stored with it. */
export const notificationText = (t: TFunction, record: NotificationRecord): string =>
  t(`notifications.kinds.${record.kind}`, {
    address: record.params.address ?? '',
    salesId: record.params.salesId ?? '',
    who: record.params.who ?? '',
  });
