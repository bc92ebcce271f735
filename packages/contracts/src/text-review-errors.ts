// Error keys of the office's review of a delivered property text; errors.ts merges them into ErrorKey.
export const TextReviewErrorKey = {
  noTextToApprove: 'texts.messages.noTextToApprove',
  cannotRejectText: 'texts.messages.cannotReject',
  textReviewClosed: 'texts.messages.reviewClosed',
  textOrderNotInCase: 'texts.messages.orderNotInCase',
} as const;
type TextReviewErrorKey = (typeof TextReviewErrorKey)[keyof typeof TextReviewErrorKey];

export const textReviewErrorMessages: Record<
  'en' | 'da' | 'sv' | 'no',
  Record<TextReviewErrorKey, string>
> = {
  en: {
    'texts.messages.noTextToApprove': 'No text to approve. Contact support if you expected a delivered text.',
    'texts.messages.cannotReject':
      'Cannot reject text: give a reason, and only a delivered text awaiting review can be rejected.',
    'texts.messages.reviewClosed':
      'This text can no longer be reviewed: its order was delivered more than 30 days ago (the window closed on {{closedOn}}).',
    'texts.messages.orderNotInCase': 'The order does not belong to this case.',
  },
  da: {
    'texts.messages.noTextToApprove':
      'Ingen tekst at godkende. Kontakt support, hvis du forventede en leveret tekst.',
    'texts.messages.cannotReject':
      'Teksten kan ikke afvises: angiv en begrundelse, og kun en leveret tekst, der afventer gennemsyn, kan afvises.',
    'texts.messages.reviewClosed':
      'Teksten kan ikke længere gennemses: ordren blev leveret for mere end 30 dage siden (fristen udløb {{closedOn}}).',
    'texts.messages.orderNotInCase': 'Ordren hører ikke til denne sag.',
  },
  sv: {
    'texts.messages.noTextToApprove':
      'Ingen text att godkänna. Kontakta support om du väntade dig en levererad text.',
    'texts.messages.cannotReject':
      'Texten kan inte avvisas: ange en anledning, och bara en levererad text som väntar på granskning kan avvisas.',
    'texts.messages.reviewClosed':
      'Texten kan inte längre granskas: beställningen levererades för mer än 30 dagar sedan (fristen gick ut {{closedOn}}).',
    'texts.messages.orderNotInCase': 'Beställningen hör inte till det här ärendet.',
  },
  no: {
    'texts.messages.noTextToApprove':
      'Ingen tekst å godkjenne. Kontakt support hvis du ventet en levert tekst.',
    'texts.messages.cannotReject':
      'Teksten kan ikke avvises: oppgi en begrunnelse, og bare en levert tekst som venter på gjennomgang kan avvises.',
    'texts.messages.reviewClosed':
      'Teksten kan ikke lenger gjennomgås: ordren ble levert for mer enn 30 dager siden (fristen gikk ut {{closedOn}}).',
    'texts.messages.orderNotInCase': 'Ordren hører ikke til denne saken.',
  },
};
