// Error keys of texts review, visual feedback and rating, kept apart from errors.ts so neither file
// grows past reading size; errors.ts merges them into ErrorKey.
export const QualityErrorKey = {
  noTextToApprove: 'texts.messages.noTextToApprove',
  cannotRejectText: 'texts.messages.cannotReject',
  textReviewClosed: 'texts.messages.reviewClosed',
  textOrderNotInCase: 'texts.messages.orderNotInCase',
  feedbackNotOffered: 'feedback.messages.notOffered',
  feedbackSubmitted: 'feedback.messages.submitted',
  feedbackEmpty: 'feedback.messages.empty',
  feedbackTextRequired: 'feedback.messages.textRequired',
  feedbackPointsForTool: 'feedback.messages.pointsForTool',
  feedbackPictureNotInLine: 'feedback.messages.pictureNotInLine',
  ratingNotDelivered: 'ratings.messages.notDelivered',
  ratingDocumentType: 'ratings.messages.documentType',
  ratingClosed: 'ratings.messages.closed',
  ratingDeliveryNotOfLine: 'ratings.messages.deliveryNotOfLine',
} as const;
type QualityErrorKey = (typeof QualityErrorKey)[keyof typeof QualityErrorKey];

export const qualityErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<QualityErrorKey, string>> = {
  en: {
    'texts.messages.noTextToApprove': 'No text to approve. Contact support if you expected a delivered text.',
    'texts.messages.cannotReject':
      'Cannot reject text: give a reason, and only a delivered text awaiting review can be rejected.',
    'texts.messages.reviewClosed':
      'This text can no longer be reviewed: its order was delivered more than 30 days ago (the window closed on {{closedOn}}).',
    'texts.messages.orderNotInCase': 'The order does not belong to this case.',
    'feedback.messages.notOffered': 'This order line cannot receive feedback.',
    'feedback.messages.submitted': 'Feedback cannot be edited after it is submitted for review.',
    'feedback.messages.empty': 'Add at least one comment to a picture before submitting.',
    'feedback.messages.textRequired': 'Feedback text is required.',
    'feedback.messages.pointsForTool':
      'The drawing does not fit the tool: a point, an arrow’s two ends or a lasso of at least three points.',
    'feedback.messages.pictureNotInLine': 'The picture is not part of this delivery.',
    'ratings.messages.notDelivered': 'Feedback or a complaint can be sent on a delivered order line only.',
    'ratings.messages.documentType': 'Attach PDF documents or pictures only.',
    'ratings.messages.closed': 'This is answered done or declined and takes no more answers.',
    'ratings.messages.deliveryNotOfLine': 'Choose a delivery of this line made after the message.',
  },
  da: {
    'texts.messages.noTextToApprove':
      'Ingen tekst at godkende. Kontakt support, hvis du forventede en leveret tekst.',
    'texts.messages.cannotReject':
      'Teksten kan ikke afvises: angiv en begrundelse, og kun en leveret tekst, der afventer gennemsyn, kan afvises.',
    'texts.messages.reviewClosed':
      'Teksten kan ikke længere gennemses: ordren blev leveret for mere end 30 dage siden (fristen udløb {{closedOn}}).',
    'texts.messages.orderNotInCase': 'Ordren hører ikke til denne sag.',
    'feedback.messages.notOffered': 'Denne ordrelinje kan ikke modtage feedback.',
    'feedback.messages.submitted': 'Feedback kan ikke redigeres, efter den er sendt til gennemsyn.',
    'feedback.messages.empty': 'Tilføj mindst én kommentar til et billede, før du sender.',
    'feedback.messages.textRequired': 'Feedbacktekst er påkrævet.',
    'feedback.messages.pointsForTool':
      'Tegningen passer ikke til værktøjet: et punkt, en pils to ender eller en lasso med mindst tre punkter.',
    'feedback.messages.pictureNotInLine': 'Billedet er ikke en del af denne levering.',
    'ratings.messages.notDelivered': 'Feedback eller en reklamation kan kun sendes på en leveret ordrelinje.',
    'ratings.messages.documentType': 'Vedhæft kun PDF-dokumenter eller billeder.',
    'ratings.messages.closed': 'Denne er besvaret som udført eller afvist og kan ikke besvares igen.',
    'ratings.messages.deliveryNotOfLine': 'Vælg en levering af denne linje, der er lavet efter henvendelsen.',
  },
  sv: {
    'texts.messages.noTextToApprove':
      'Ingen text att godkänna. Kontakta support om du väntade dig en levererad text.',
    'texts.messages.cannotReject':
      'Texten kan inte avvisas: ange en anledning, och bara en levererad text som väntar på granskning kan avvisas.',
    'texts.messages.reviewClosed':
      'Texten kan inte längre granskas: beställningen levererades för mer än 30 dagar sedan (fristen gick ut {{closedOn}}).',
    'texts.messages.orderNotInCase': 'Beställningen hör inte till det här ärendet.',
    'feedback.messages.notOffered': 'Den här orderraden kan inte få feedback.',
    'feedback.messages.submitted': 'Feedback kan inte ändras efter att den skickats för granskning.',
    'feedback.messages.empty': 'Lägg till minst en kommentar på en bild innan du skickar.',
    'feedback.messages.textRequired': 'Feedbacktext krävs.',
    'feedback.messages.pointsForTool':
      'Ritningen passar inte verktyget: en punkt, en pils två ändar eller en lasso med minst tre punkter.',
    'feedback.messages.pictureNotInLine': 'Bilden ingår inte i den här leveransen.',
    'ratings.messages.notDelivered': 'Feedback eller ett klagomål kan bara skickas på en levererad orderrad.',
    'ratings.messages.documentType': 'Bifoga bara PDF-dokument eller bilder.',
    'ratings.messages.closed': 'Den här är besvarad som klar eller avvisad och kan inte besvaras igen.',
    'ratings.messages.deliveryNotOfLine': 'Välj en leverans av den här raden som gjordes efter meddelandet.',
  },
  no: {
    'texts.messages.noTextToApprove':
      'Ingen tekst å godkjenne. Kontakt support hvis du ventet en levert tekst.',
    'texts.messages.cannotReject':
      'Teksten kan ikke avvises: oppgi en begrunnelse, og bare en levert tekst som venter på gjennomgang kan avvises.',
    'texts.messages.reviewClosed':
      'Teksten kan ikke lenger gjennomgås: ordren ble levert for mer enn 30 dager siden (fristen gikk ut {{closedOn}}).',
    'texts.messages.orderNotInCase': 'Ordren hører ikke til denne saken.',
    'feedback.messages.notOffered': 'Denne ordrelinjen kan ikke motta tilbakemelding.',
    'feedback.messages.submitted': 'Tilbakemelding kan ikke endres etter at den er sendt til gjennomgang.',
    'feedback.messages.empty': 'Legg til minst én kommentar på et bilde før du sender.',
    'feedback.messages.textRequired': 'Tilbakemeldingstekst er påkrevd.',
    'feedback.messages.pointsForTool':
      'Tegningen passer ikke til verktøyet: et punkt, en pils to ender eller en lasso med minst tre punkter.',
    'feedback.messages.pictureNotInLine': 'Bildet er ikke en del av denne leveransen.',
    'ratings.messages.notDelivered':
      'Tilbakemelding eller en reklamasjon kan bare sendes på en levert ordrelinje.',
    'ratings.messages.documentType': 'Legg bare ved PDF-dokumenter eller bilder.',
    'ratings.messages.closed': 'Denne er besvart som utført eller avvist og kan ikke besvares igjen.',
    'ratings.messages.deliveryNotOfLine': 'Velg en levering av denne linjen som er gjort etter henvendelsen.',
  },
};
