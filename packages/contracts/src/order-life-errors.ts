// Error keys of the order life in the provider's console (issue 16), kept apart from errors.ts so neither file
// grows past reading size; errors.ts merges them into ErrorKey. Short, because every error text weighs on the
// sign-in page's bundle; the console shows the order's possible moves again after a refusal.
export const OrderLifeErrorKey = {
  orderStatusMoveRefused: 'providerOrders.messages.statusMoveRefused',
} as const;
type OrderLifeErrorKey = (typeof OrderLifeErrorKey)[keyof typeof OrderLifeErrorKey];

export const orderLifeErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<OrderLifeErrorKey, string>> = {
  en: {
    'providerOrders.messages.statusMoveRefused': 'The order cannot go to that status now.',
  },
  da: {
    'providerOrders.messages.statusMoveRefused': 'Ordren kan ikke få den status nu.',
  },
  sv: {
    'providerOrders.messages.statusMoveRefused': 'Ordern kan inte få den statusen nu.',
  },
  no: {
    'providerOrders.messages.statusMoveRefused': 'Ordren kan ikke få den statusen nå.',
  },
};
