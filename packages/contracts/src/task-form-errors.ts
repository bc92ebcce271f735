// Error keys of the interview and questionnaire forms sent to a contact person; errors.ts merges them into ErrorKey.
export const TaskFormErrorKey = {
  applicationNotFound: 'forms.messages.applicationNotFound',
  applicationClosed: 'forms.messages.applicationClosed',
  applicationSubmitError: 'forms.messages.applicationSubmitError',
  formRecipientMissing: 'forms.messages.recipientMissing',
} as const;
type TaskFormErrorKey = (typeof TaskFormErrorKey)[keyof typeof TaskFormErrorKey];

export const taskFormErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<TaskFormErrorKey, string>> = {
  en: {
    'forms.messages.applicationNotFound': 'Application not found.',
    'forms.messages.applicationClosed': 'Application already submitted or order was closed.',
    'forms.messages.applicationSubmitError': 'Error submitting the application.',
    'forms.messages.recipientMissing': 'The order has no contact person with an email address to send to.',
  },
  da: {
    'forms.messages.applicationNotFound': 'Ansøgningen blev ikke fundet.',
    'forms.messages.applicationClosed': 'Ansøgningen er allerede indsendt, eller ordren er lukket.',
    'forms.messages.applicationSubmitError': 'Ansøgningen kunne ikke indsendes.',
    'forms.messages.recipientMissing': 'Ordren har ingen kontaktperson med en e-mailadresse.',
  },
  sv: {
    'forms.messages.applicationNotFound': 'Ansökan hittades inte.',
    'forms.messages.applicationClosed': 'Ansökan är redan inskickad eller så är ordern stängd.',
    'forms.messages.applicationSubmitError': 'Ansökan kunde inte skickas in.',
    'forms.messages.recipientMissing': 'Ordern har ingen kontaktperson med en e-postadress.',
  },
  no: {
    'forms.messages.applicationNotFound': 'Søknaden ble ikke funnet.',
    'forms.messages.applicationClosed': 'Søknaden er allerede sendt inn, eller ordren er lukket.',
    'forms.messages.applicationSubmitError': 'Søknaden kunne ikke sendes inn.',
    'forms.messages.recipientMissing': 'Ordren har ingen kontaktperson med en e-postadresse.',
  },
};
