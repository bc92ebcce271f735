// Error keys of the provider's deliveries (issue 16), kept apart from errors.ts so neither file grows past
// reading size; errors.ts merges them into ErrorKey.
export const DeliveryErrorKey = {
  deliveryClosed: 'delivery.messages.closed',
} as const;
type DeliveryErrorKey = (typeof DeliveryErrorKey)[keyof typeof DeliveryErrorKey];

export const deliveryErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<DeliveryErrorKey, string>> = {
  en: {
    'delivery.messages.closed':
      'This order line can no longer be delivered: the line or its order is cancelled or invoiced.',
  },
  da: {
    'delivery.messages.closed':
      'Denne ordrelinje kan ikke længere leveres: linjen eller dens ordre er annulleret eller faktureret.',
  },
  sv: {
    'delivery.messages.closed':
      'Den här orderraden kan inte längre levereras: raden eller dess order är avbruten eller fakturerad.',
  },
  no: {
    'delivery.messages.closed':
      'Denne ordrelinjen kan ikke lenger leveres: linjen eller ordren er kansellert eller fakturert.',
  },
};
