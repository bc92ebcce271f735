// Error keys of a department's spend rules and of the approval of orders (docs/product.md "Spend"); errors.ts
// merges them.
export const SpendErrorKey = {
  spendMonthFormat: 'spend.messages.monthFormat',
  approvalNotWaiting: 'spend.messages.notWaiting',
  approvalOwnOrder: 'spend.messages.ownOrder',
  approvalAlreadyApproved: 'spend.messages.alreadyApproved',
  approvalAlreadyRejected: 'spend.messages.alreadyRejected',
} as const;
type SpendErrorKey = (typeof SpendErrorKey)[keyof typeof SpendErrorKey];

export const spendErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<SpendErrorKey, string>> = {
  en: {
    'spend.messages.monthFormat': 'Give the month as YYYY-MM, for example 2026-06.',
    'spend.messages.notWaiting': 'This order is not waiting for approval.',
    'spend.messages.alreadyApproved': '{{who}} has already approved this order. Nothing was changed.',
    'spend.messages.alreadyRejected': '{{who}} has already rejected this order. Nothing was changed.',
    'spend.messages.ownOrder':
      'You placed this order yourself, so another approver of the department decides on it.',
  },
  da: {
    'spend.messages.monthFormat': 'Angiv måneden som ÅÅÅÅ-MM, f.eks. 2026-06.',
    'spend.messages.notWaiting': 'Denne ordre venter ikke på godkendelse.',
    'spend.messages.alreadyApproved': '{{who}} har allerede godkendt denne ordre. Intet blev ændret.',
    'spend.messages.alreadyRejected': '{{who}} har allerede afvist denne ordre. Intet blev ændret.',
    'spend.messages.ownOrder':
      'Du har selv afgivet denne ordre, så en anden godkender i afdelingen tager stilling til den.',
  },
  sv: {
    'spend.messages.monthFormat': 'Ange månaden som ÅÅÅÅ-MM, t.ex. 2026-06.',
    'spend.messages.notWaiting': 'Den här beställningen väntar inte på godkännande.',
    'spend.messages.alreadyApproved': '{{who}} har redan godkänt den här beställningen. Inget ändrades.',
    'spend.messages.alreadyRejected': '{{who}} har redan avvisat den här beställningen. Inget ändrades.',
    'spend.messages.ownOrder':
      'Du har själv lagt den här beställningen, så en annan godkännare på kontoret beslutar om den.',
  },
  no: {
    'spend.messages.monthFormat': 'Oppgi måneden som ÅÅÅÅ-MM, f.eks. 2026-06.',
    'spend.messages.notWaiting': 'Denne bestillingen venter ikke på godkjenning.',
    'spend.messages.alreadyApproved':
      '{{who}} har allerede godkjent denne bestillingen. Ingenting ble endret.',
    'spend.messages.alreadyRejected': '{{who}} har allerede avvist denne bestillingen. Ingenting ble endret.',
    'spend.messages.ownOrder':
      'Du la inn denne bestillingen selv, så en annen godkjenner i avdelingen tar stilling til den.',
  },
};
