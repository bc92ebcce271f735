// Error keys of the order life in the provider's console, kept apart from errors.ts so neither file
// grows past reading size; errors.ts merges them into ErrorKey. Short, because every error text weighs on the
// sign-in page's bundle; the console shows the order's possible moves again after a refusal.
export const OrderLifeErrorKey = {
  orderStatusMoveRefused: 'providerOrders.messages.statusMoveRefused',
  orderLinesUndelivered: 'providerOrders.messages.linesUndelivered',
  orderVisitUnbooked: 'providerOrders.messages.visitUnbooked',
} as const;
type OrderLifeErrorKey = (typeof OrderLifeErrorKey)[keyof typeof OrderLifeErrorKey];

export const orderLifeErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<OrderLifeErrorKey, string>> = {
  en: {
    'providerOrders.messages.statusMoveRefused': 'The order cannot go to that status now.',
    'providerOrders.messages.linesUndelivered':
      'Not delivered yet: {{lines}}. Confirm to mark the order delivered anyway.',
    'providerOrders.messages.visitUnbooked':
      "The photographer's visit was never booked. Confirm to mark the order delivered anyway.",
  },
  da: {
    'providerOrders.messages.statusMoveRefused': 'Ordren kan ikke få den status nu.',
    'providerOrders.messages.linesUndelivered':
      'Endnu ikke leveret: {{lines}}. Bekræft for at markere ordren leveret alligevel.',
    'providerOrders.messages.visitUnbooked':
      'Fotografens besøg blev aldrig booket. Bekræft for at markere ordren leveret alligevel.',
  },
  sv: {
    'providerOrders.messages.statusMoveRefused': 'Ordern kan inte få den statusen nu.',
    'providerOrders.messages.linesUndelivered':
      'Inte levererat än: {{lines}}. Bekräfta för att markera ordern levererad ändå.',
    'providerOrders.messages.visitUnbooked':
      'Fotografens besök bokades aldrig. Bekräfta för att markera ordern levererad ändå.',
  },
  no: {
    'providerOrders.messages.statusMoveRefused': 'Ordren kan ikke få den statusen nå.',
    'providerOrders.messages.linesUndelivered':
      'Ikke levert ennå: {{lines}}. Bekreft for å markere ordren levert likevel.',
    'providerOrders.messages.visitUnbooked':
      'Fotografens besøk ble aldri booket. Bekreft for å markere ordren levert likevel.',
  },
};
