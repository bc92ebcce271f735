// Error keys of visual feedback, the comments an office draws on delivered pictures; errors.ts merges them
// into ErrorKey.
export const FeedbackErrorKey = {
  feedbackNotOffered: 'feedback.messages.notOffered',
  feedbackSubmitted: 'feedback.messages.submitted',
  feedbackEmpty: 'feedback.messages.empty',
  feedbackTextRequired: 'feedback.messages.textRequired',
  feedbackPointsForTool: 'feedback.messages.pointsForTool',
  feedbackPictureNotInLine: 'feedback.messages.pictureNotInLine',
} as const;
type FeedbackErrorKey = (typeof FeedbackErrorKey)[keyof typeof FeedbackErrorKey];

export const feedbackErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<FeedbackErrorKey, string>> = {
  en: {
    'feedback.messages.notOffered': 'This order line cannot receive feedback.',
    'feedback.messages.submitted': 'Feedback cannot be edited after it is submitted for review.',
    'feedback.messages.empty': 'Add at least one comment to a picture before submitting.',
    'feedback.messages.textRequired': 'Feedback text is required.',
    'feedback.messages.pointsForTool':
      'The drawing does not fit the tool: a point, an arrow’s two ends or a lasso of at least three points.',
    'feedback.messages.pictureNotInLine': 'The picture is not part of this delivery.',
  },
  da: {
    'feedback.messages.notOffered': 'Denne ordrelinje kan ikke modtage feedback.',
    'feedback.messages.submitted': 'Feedback kan ikke redigeres, efter den er sendt til gennemsyn.',
    'feedback.messages.empty': 'Tilføj mindst én kommentar til et billede, før du sender.',
    'feedback.messages.textRequired': 'Feedbacktekst er påkrævet.',
    'feedback.messages.pointsForTool':
      'Tegningen passer ikke til værktøjet: et punkt, en pils to ender eller en lasso med mindst tre punkter.',
    'feedback.messages.pictureNotInLine': 'Billedet er ikke en del af denne levering.',
  },
  sv: {
    'feedback.messages.notOffered': 'Den här orderraden kan inte få feedback.',
    'feedback.messages.submitted': 'Feedback kan inte ändras efter att den skickats för granskning.',
    'feedback.messages.empty': 'Lägg till minst en kommentar på en bild innan du skickar.',
    'feedback.messages.textRequired': 'Feedbacktext krävs.',
    'feedback.messages.pointsForTool':
      'Ritningen passar inte verktyget: en punkt, en pils två ändar eller en lasso med minst tre punkter.',
    'feedback.messages.pictureNotInLine': 'Bilden ingår inte i den här leveransen.',
  },
  no: {
    'feedback.messages.notOffered': 'Denne ordrelinjen kan ikke motta tilbakemelding.',
    'feedback.messages.submitted': 'Tilbakemelding kan ikke endres etter at den er sendt til gjennomgang.',
    'feedback.messages.empty': 'Legg til minst én kommentar på et bilde før du sender.',
    'feedback.messages.textRequired': 'Tilbakemeldingstekst er påkrevd.',
    'feedback.messages.pointsForTool':
      'Tegningen passer ikke til verktøyet: et punkt, en pils to ender eller en lasso med minst tre punkter.',
    'feedback.messages.pictureNotInLine': 'Bildet er ikke en del av denne leveransen.',
  },
};
