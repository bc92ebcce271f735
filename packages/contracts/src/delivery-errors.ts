// Error keys of the provider's deliveries, kept apart from errors.ts so neither file grows past
// reading size; errors.ts merges them into ErrorKey.
export const DeliveryErrorKey = {
  deliveryClosed: 'delivery.messages.closed',
  feedbackAnswered: 'delivery.messages.feedbackAnswered',
  fileNotOfProduct: 'delivery.messages.fileNotOfProduct',
  noFilesOfProduct: 'delivery.messages.noFilesOfProduct',
  beforeAfterName: 'delivery.messages.beforeAfterName',
  beforeAfterUnpaired: 'delivery.messages.beforeAfterUnpaired',
  notALinkType: 'delivery.messages.notALinkType',
  linkTypeNotOfProduct: 'delivery.messages.linkTypeNotOfProduct',
  linkInvalid: 'delivery.messages.linkInvalid',
  linkNotHttps: 'delivery.messages.linkNotHttps',
  linkHostMatterport: 'delivery.messages.linkHostMatterport',
  linkHostVideo: 'delivery.messages.linkHostVideo',
  cloudScannerWithoutMaterial: 'delivery.messages.cloudScannerWithoutMaterial',
} as const;
type DeliveryErrorKey = (typeof DeliveryErrorKey)[keyof typeof DeliveryErrorKey];

export const deliveryErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<DeliveryErrorKey, string>> = {
  en: {
    'delivery.messages.closed':
      'This order line can no longer be delivered: the line or its order is cancelled or invoiced.',
    'delivery.messages.feedbackAnswered': 'This comment has already been answered.',
    'delivery.messages.fileNotOfProduct': '{{product}} takes only these files: {{extensions}}.',
    'delivery.messages.noFilesOfProduct': '{{product}} is not delivered as files.',
    'delivery.messages.beforeAfterName':
      'End the name of each before/after picture with -before or -after, such as kitchen-before.jpg and kitchen-after.jpg.',
    'delivery.messages.beforeAfterUnpaired':
      '{{fileName}} has no partner: each before picture needs an after picture of the same name, and each after picture a before picture.',
    'delivery.messages.notALinkType':
      'This kind of material is delivered as a file or a text, not as a link.',
    'delivery.messages.linkTypeNotOfProduct': '{{product}} is not delivered as this kind of link.',
    'delivery.messages.linkInvalid':
      'Write the whole address of a web page on the internet, such as https://example.com/tour.',
    'delivery.messages.linkNotHttps': 'The address must start with https://.',
    'delivery.messages.linkHostMatterport':
      'A Matterport tour must be on matterport.com, such as https://my.matterport.com/show/?m=….',
    'delivery.messages.linkHostVideo': 'A film or slideshow link must be on YouTube or Vimeo.',
    'delivery.messages.cloudScannerWithoutMaterial':
      'Deliver the tour or floor plan first: a cloud scanner link is added to material already delivered to the line.',
  },
  da: {
    'delivery.messages.closed':
      'Denne ordrelinje kan ikke længere leveres: linjen eller dens ordre er annulleret eller faktureret.',
    'delivery.messages.feedbackAnswered': 'Denne kommentar er allerede besvaret.',
    'delivery.messages.fileNotOfProduct': '{{product}} tager kun disse filer: {{extensions}}.',
    'delivery.messages.noFilesOfProduct': '{{product}} leveres ikke som filer.',
    'delivery.messages.beforeAfterName':
      'Afslut navnet på hvert før/efter-billede med -before eller -after, fx køkken-before.jpg og køkken-after.jpg.',
    'delivery.messages.beforeAfterUnpaired':
      '{{fileName}} mangler sin makker: hvert før-billede skal have et efter-billede med samme navn og omvendt.',
    'delivery.messages.notALinkType': 'Denne slags materiale leveres som fil eller tekst, ikke som link.',
    'delivery.messages.linkTypeNotOfProduct': '{{product}} leveres ikke som denne slags link.',
    'delivery.messages.linkInvalid':
      'Skriv hele adressen på en webside på internettet, fx https://example.com/rundvisning.',
    'delivery.messages.linkNotHttps': 'Adressen skal begynde med https://.',
    'delivery.messages.linkHostMatterport':
      'En Matterport-rundvisning skal ligge på matterport.com, fx https://my.matterport.com/show/?m=….',
    'delivery.messages.linkHostVideo':
      'Et link til en film eller et slideshow skal ligge på YouTube eller Vimeo.',
    'delivery.messages.cloudScannerWithoutMaterial':
      'Lever rundvisningen eller plantegningen først: et cloud scanner-link føjes til materiale, der allerede er leveret til linjen.',
  },
  sv: {
    'delivery.messages.closed':
      'Den här orderraden kan inte längre levereras: raden eller dess order är avbruten eller fakturerad.',
    'delivery.messages.feedbackAnswered': 'Den här kommentaren är redan besvarad.',
    'delivery.messages.fileNotOfProduct': '{{product}} tar bara emot dessa filer: {{extensions}}.',
    'delivery.messages.noFilesOfProduct': '{{product}} levereras inte som filer.',
    'delivery.messages.beforeAfterName':
      'Avsluta namnet på varje före/efter-bild med -before eller -after, t.ex. vardagsrum-before.jpg och vardagsrum-after.jpg.',
    'delivery.messages.beforeAfterUnpaired':
      '{{fileName}} saknar sin partner: varje före-bild behöver en efter-bild med samma namn och tvärtom.',
    'delivery.messages.notALinkType': 'Den här sortens material levereras som fil eller text, inte som länk.',
    'delivery.messages.linkTypeNotOfProduct': '{{product}} levereras inte som den här sortens länk.',
    'delivery.messages.linkInvalid':
      'Skriv hela adressen till en webbsida på internet, t.ex. https://example.com/visning.',
    'delivery.messages.linkNotHttps': 'Adressen måste börja med https://.',
    'delivery.messages.linkHostMatterport':
      'En Matterport-visning måste ligga på matterport.com, t.ex. https://my.matterport.com/show/?m=….',
    'delivery.messages.linkHostVideo':
      'En länk till en film eller ett bildspel måste ligga på YouTube eller Vimeo.',
    'delivery.messages.cloudScannerWithoutMaterial':
      'Leverera visningen eller planritningen först: en cloud scanner-länk läggs till material som redan levererats till raden.',
  },
  no: {
    'delivery.messages.closed':
      'Denne ordrelinjen kan ikke lenger leveres: linjen eller ordren er kansellert eller fakturert.',
    'delivery.messages.feedbackAnswered': 'Denne kommentaren er allerede besvart.',
    'delivery.messages.fileNotOfProduct': '{{product}} tar bare imot disse filene: {{extensions}}.',
    'delivery.messages.noFilesOfProduct': '{{product}} leveres ikke som filer.',
    'delivery.messages.beforeAfterName':
      'Avslutt navnet på hvert før/etter-bilde med -before eller -after, f.eks. kjøkken-before.jpg og kjøkken-after.jpg.',
    'delivery.messages.beforeAfterUnpaired':
      '{{fileName}} mangler sin partner: hvert før-bilde trenger et etter-bilde med samme navn, og omvendt.',
    'delivery.messages.notALinkType': 'Denne typen materiale leveres som fil eller tekst, ikke som lenke.',
    'delivery.messages.linkTypeNotOfProduct': '{{product}} leveres ikke som denne typen lenke.',
    'delivery.messages.linkInvalid':
      'Skriv hele adressen til en nettside på internett, f.eks. https://example.com/visning.',
    'delivery.messages.linkNotHttps': 'Adressen må begynne med https://.',
    'delivery.messages.linkHostMatterport':
      'En Matterport-visning må ligge på matterport.com, f.eks. https://my.matterport.com/show/?m=….',
    'delivery.messages.linkHostVideo':
      'En lenke til en film eller en bildeserie må ligge på YouTube eller Vimeo.',
    'delivery.messages.cloudScannerWithoutMaterial':
      'Lever visningen eller plantegningen først: en cloud scanner-lenke legges til materiale som allerede er levert til linjen.',
  },
};
