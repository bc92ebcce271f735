// Error keys of the provider's deliveries (issue 16), kept apart from errors.ts so neither file grows past
// reading size; errors.ts merges them into ErrorKey.
export const DeliveryErrorKey = {
  deliveryClosed: 'delivery.messages.closed',
  feedbackAnswered: 'delivery.messages.feedbackAnswered',
} as const;
type DeliveryErrorKey = (typeof DeliveryErrorKey)[keyof typeof DeliveryErrorKey];

export const deliveryErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<DeliveryErrorKey, string>> = {
  en: {
    'delivery.messages.closed':
      'This order line can no longer be delivered: the line or its order is cancelled or invoiced.',
    'delivery.messages.feedbackAnswered': 'This comment has already been answered.',
  },
  da: {
    'delivery.messages.closed':
      'Denne ordrelinje kan ikke længere leveres: linjen eller dens ordre er annulleret eller faktureret.',
    'delivery.messages.feedbackAnswered': 'Denne kommentar er allerede besvaret.',
  },
  sv: {
    'delivery.messages.closed':
      'Den här orderraden kan inte längre levereras: raden eller dess order är avbruten eller fakturerad.',
    'delivery.messages.feedbackAnswered': 'Den här kommentaren är redan besvarad.',
  },
  no: {
    'delivery.messages.closed':
      'Denne ordrelinjen kan ikke lenger leveres: linjen eller ordren er kansellert eller fakturert.',
    'delivery.messages.feedbackAnswered': 'Denne kommentaren er allerede besvart.',
  },
};
