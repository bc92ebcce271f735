// Error keys of the order life in the provider's console (issue 16), kept apart from errors.ts so neither file
// grows past reading size; errors.ts merges them into ErrorKey.
export const OrderLifeErrorKey = {
  orderStatusMoveRefused: 'providerOrders.messages.statusMoveRefused',
} as const;
type OrderLifeErrorKey = (typeof OrderLifeErrorKey)[keyof typeof OrderLifeErrorKey];

export const orderLifeErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<OrderLifeErrorKey, string>> = {
  en: {
    'providerOrders.messages.statusMoveRefused':
      'The order cannot move to that status from the status it has now (someone may have changed it). Reload the page to see the changes that are possible.',
  },
  da: {
    'providerOrders.messages.statusMoveRefused':
      'Ordren kan ikke skifte til den status fra den status, den har nu (en anden kan have ændret den). Genindlæs siden for at se de mulige ændringer.',
  },
  sv: {
    'providerOrders.messages.statusMoveRefused':
      'Ordern kan inte byta till den statusen från den status den har nu (någon kan ha ändrat den). Ladda om sidan för att se vilka ändringar som är möjliga.',
  },
  no: {
    'providerOrders.messages.statusMoveRefused':
      'Ordren kan ikke endres til den statusen fra statusen den har nå (noen kan ha endret den). Last inn siden på nytt for å se hvilke endringer som er mulige.',
  },
};
