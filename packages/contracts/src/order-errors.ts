// Error keys of placing an order and changing its details; errors.ts merges them into ErrorKey.
export const OrderErrorKey = {
  createOrderFailed: 'orders.pages.new.createOrderFailed',
  createTasksFailed: 'orders.pages.new.createTasksFailed',
  archivedCase: 'orders.pages.new.archivedCase',
  noTypeSelected: 'orders.pages.new.noTypeSelected',
  orderDetailsNotFound: 'orders.pages.details.notFound',
  responsibleUpdateError: 'orders.pages.details.responsibleUpdateError',
  watchersUpdateError: 'orders.pages.details.watchersUpdateError',
  addExtraOrderLineError: 'modals.addExtraOrderLine.orderUpdateError',
  branchBlacklisted: 'orders.pages.new.branchBlacklisted',
  productNotAvailable: 'orders.pages.new.productNotAvailable',
  quantityOverMax: 'orders.pages.new.quantityOverMax',
  areaOverMax: 'orders.pages.new.areaOverMax',
  unknownPropertyType: 'orders.pages.new.unknownPropertyType',
  separateOnly: 'orders.pages.new.separateOnly',
  invalidPrediction: 'orders.pages.new.invalidPrediction',
  userWithoutAccess: 'orders.pages.new.userWithoutAccess',
  invoicingNotOffered: 'orders.pages.new.invoicingNotOffered',
  bookingChoiceLocked: 'orders.pages.receipt.bookingChoiceLocked',
} as const;
type OrderErrorKey = (typeof OrderErrorKey)[keyof typeof OrderErrorKey];

export const orderErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<OrderErrorKey, string>> = {
  en: {
    'orders.pages.new.createOrderFailed': 'Could not create order.',
    'orders.pages.new.createTasksFailed': 'Could not create tasks.',
    'orders.pages.new.archivedCase': 'Unable to create order for archived case.',
    'orders.pages.new.noTypeSelected': 'No type selected.',
    'orders.pages.details.notFound': 'Order details not found.',
    'orders.pages.details.responsibleUpdateError':
      'The responsible agent could not be changed. Please try again.',
    'orders.pages.details.watchersUpdateError': 'The watchers could not be updated. Please try again.',
    'modals.addExtraOrderLine.orderUpdateError':
      'The extra order lines could not be added, so none were added. Please try again.',
    'orders.pages.new.branchBlacklisted':
      'This department cannot create orders at the moment. Please contact customer support.',
    'orders.pages.new.productNotAvailable': 'The product or package is not available for this department.',
    'orders.pages.new.quantityOverMax': 'The quantity is more than the product allows.',
    'orders.pages.new.areaOverMax':
      'The living area is larger than the chosen product covers. Choose a larger package.',
    'orders.pages.new.unknownPropertyType': 'Unknown property type.',
    'orders.pages.new.separateOnly': 'This product can only be ordered on an order of its own.',
    'orders.pages.new.invalidPrediction': 'Invalid prediction supplied to address api.',
    'orders.pages.new.userWithoutAccess': 'The user does not have access to this department.',
    'orders.pages.new.invoicingNotOffered': 'The department does not offer this kind of invoicing.',
    'orders.pages.receipt.bookingChoiceLocked':
      'The booking choice can only be changed by contacting customer support.',
  },
  da: {
    'orders.pages.new.createOrderFailed': 'Ordren kunne ikke oprettes.',
    'orders.pages.new.createTasksFailed': 'Opgaverne kunne ikke oprettes.',
    'orders.pages.new.archivedCase': 'Der kan ikke oprettes en ordre på en arkiveret sag.',
    'orders.pages.new.noTypeSelected': 'Der er ikke valgt en type.',
    'orders.pages.details.notFound': 'Ordredetaljerne blev ikke fundet.',
    'orders.pages.details.responsibleUpdateError': 'Den ansvarlige mægler kunne ikke ændres. Prøv igen.',
    'orders.pages.details.watchersUpdateError': 'Følgerne kunne ikke opdateres. Prøv igen.',
    'modals.addExtraOrderLine.orderUpdateError':
      'Ekstra ordrelinjer kunne ikke tilføjes, så ingen blev tilføjet. Prøv igen.',
    'orders.pages.new.branchBlacklisted': 'Afdelingen kan ikke oprette ordrer lige nu. Kontakt kundeservice.',
    'orders.pages.new.productNotAvailable': 'Produktet eller pakken findes ikke for denne afdeling.',
    'orders.pages.new.quantityOverMax': 'Antallet er højere, end produktet tillader.',
    'orders.pages.new.areaOverMax':
      'Boligarealet er større, end det valgte produkt dækker. Vælg en større pakke.',
    'orders.pages.new.unknownPropertyType': 'Ukendt boligtype.',
    'orders.pages.new.separateOnly': 'Dette produkt kan kun bestilles på en ordre for sig.',
    'orders.pages.new.invalidPrediction':
      'Adressen kunne ikke bruges. Vælg en adresse med vej, husnummer, postnummer og by.',
    'orders.pages.new.userWithoutAccess': 'Brugeren har ikke adgang til denne afdeling.',
    'orders.pages.new.invoicingNotOffered': 'Afdelingen tilbyder ikke denne form for fakturering.',
    'orders.pages.receipt.bookingChoiceLocked':
      'Valget af booking kan kun ændres ved at kontakte kundeservice.',
  },
  sv: {
    'orders.pages.new.createOrderFailed': 'Beställningen kunde inte skapas.',
    'orders.pages.new.createTasksFailed': 'Uppgifterna kunde inte skapas.',
    'orders.pages.new.archivedCase': 'Det går inte att skapa en beställning för ett arkiverat ärende.',
    'orders.pages.new.noTypeSelected': 'Ingen typ är vald.',
    'orders.pages.details.notFound': 'Beställningen hittades inte.',
    'orders.pages.details.responsibleUpdateError': 'Ansvarig mäklare kunde inte ändras. Försök igen.',
    'orders.pages.details.watchersUpdateError': 'Bevakarna kunde inte uppdateras. Försök igen.',
    'modals.addExtraOrderLine.orderUpdateError':
      'De extra orderraderna kunde inte läggas till, så inga lades till. Försök igen.',
    'orders.pages.new.branchBlacklisted':
      'Kontoret kan inte skapa beställningar just nu. Kontakta kundtjänst.',
    'orders.pages.new.productNotAvailable': 'Produkten eller paketet finns inte för det här kontoret.',
    'orders.pages.new.quantityOverMax': 'Antalet är högre än produkten tillåter.',
    'orders.pages.new.areaOverMax': 'Boarean är större än den valda produkten täcker. Välj ett större paket.',
    'orders.pages.new.unknownPropertyType': 'Okänd bostadstyp.',
    'orders.pages.new.separateOnly': 'Den här produkten kan bara beställas i en egen beställning.',
    'orders.pages.new.invalidPrediction':
      'Adressen kunde inte användas. Välj en adress med gata, nummer, postnummer och ort.',
    'orders.pages.new.userWithoutAccess': 'Användaren har inte tillgång till det här kontoret.',
    'orders.pages.new.invoicingNotOffered': 'Kontoret erbjuder inte den här typen av fakturering.',
    'orders.pages.receipt.bookingChoiceLocked':
      'Bokningsvalet kan bara ändras genom att kontakta kundtjänst.',
  },
  no: {
    'orders.pages.new.createOrderFailed': 'Bestillingen kunne ikke opprettes.',
    'orders.pages.new.createTasksFailed': 'Oppgavene kunne ikke opprettes.',
    'orders.pages.new.archivedCase': 'Det kan ikke opprettes en bestilling for en arkivert sak.',
    'orders.pages.new.noTypeSelected': 'Ingen type er valgt.',
    'orders.pages.details.notFound': 'Bestillingen ble ikke funnet.',
    'orders.pages.details.responsibleUpdateError': 'Ansvarlig megler kunne ikke endres. Prøv igjen.',
    'orders.pages.details.watchersUpdateError': 'Følgerne kunne ikke oppdateres. Prøv igjen.',
    'modals.addExtraOrderLine.orderUpdateError':
      'Ekstra ordrelinjer kunne ikke legges til, så ingen ble lagt til. Prøv igjen.',
    'orders.pages.new.branchBlacklisted':
      'Avdelingen kan ikke opprette bestillinger nå. Kontakt kundeservice.',
    'orders.pages.new.productNotAvailable': 'Produktet eller pakken finnes ikke for denne avdelingen.',
    'orders.pages.new.quantityOverMax': 'Antallet er høyere enn produktet tillater.',
    'orders.pages.new.areaOverMax':
      'Boligarealet er større enn det valgte produktet dekker. Velg en større pakke.',
    'orders.pages.new.unknownPropertyType': 'Ukjent boligtype.',
    'orders.pages.new.separateOnly': 'Dette produktet kan bare bestilles i en egen bestilling.',
    'orders.pages.new.invalidPrediction':
      'Adressen kunne ikke brukes. Velg en adresse med gate, nummer, postnummer og sted.',
    'orders.pages.new.userWithoutAccess': 'Brukeren har ikke tilgang til denne avdelingen.',
    'orders.pages.new.invoicingNotOffered': 'Avdelingen tilbyr ikke denne typen fakturering.',
    'orders.pages.receipt.bookingChoiceLocked': 'Bookingvalget kan bare endres ved å kontakte kundeservice.',
  },
};
