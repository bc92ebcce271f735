// Street and town names for demo cases: real places, numbers made up.
/** A postal town with streets that really lie in it, so demo addresses read as real ones. */
export interface Town {
  zip: string;
  city: string;
  area?: string;
  streets: readonly string[];
}

export const demoTowns: Record<'DK' | 'SE' | 'NO', readonly Town[]> = {
  DK: [
    {
      zip: '1620',
      city: 'København V',
      streets: ['Vesterbrogade', 'Istedgade', 'Gammel Kongevej', 'Enghavevej'],
    },
    {
      zip: '2200',
      city: 'København N',
      streets: ['Nørrebrogade', 'Jagtvej', 'Tagensvej', 'Sankt Hans Torv'],
    },
    { zip: '2300', city: 'København S', streets: ['Amagerbrogade', 'Holmbladsgade', 'Englandsvej'] },
    { zip: '2100', city: 'København Ø', streets: ['Østerbrogade', 'Kildevældsgade', 'Strandboulevarden'] },
    { zip: '2900', city: 'Hellerup', streets: ['Strandvejen', 'Bernstorffsvej', 'Hambros Allé'] },
    { zip: '2000', city: 'Frederiksberg', streets: ['Frederiksberg Allé', 'Falkoner Allé', 'Godthåbsvej'] },
    { zip: '2500', city: 'Valby', streets: ['Valby Langgade', 'Gammel Køge Landevej', 'Toftegårds Allé'] },
    { zip: '2800', city: 'Kongens Lyngby', streets: ['Lyngbyvej', 'Jernbanevej', 'Sorgenfrivej'] },
    { zip: '4000', city: 'Roskilde', streets: ['Algade', 'Roskildevej', 'Møllehusvej'] },
    { zip: '3000', city: 'Helsingør', streets: ['Stengade', 'Kongevejen', 'Rosenkildevej'] },
  ],
  SE: [
    {
      zip: '111 37',
      city: 'Stockholm',
      area: 'Norrmalm',
      streets: ['Drottninggatan', 'Kungsgatan', 'Tegnérgatan'],
    },
    {
      zip: '116 46',
      city: 'Stockholm',
      area: 'Södermalm',
      streets: ['Götgatan', 'Hornsgatan', 'Folkungagatan', 'Bondegatan'],
    },
    {
      zip: '113 38',
      city: 'Stockholm',
      area: 'Vasastan',
      streets: ['Odengatan', 'Sveavägen', 'Sankt Eriksgatan'],
    },
    {
      zip: '112 21',
      city: 'Stockholm',
      area: 'Kungsholmen',
      streets: ['Fleminggatan', 'Kungsholmsgatan', 'Hantverkargatan'],
    },
    {
      zip: '114 34',
      city: 'Stockholm',
      area: 'Östermalm',
      streets: ['Birger Jarlsgatan', 'Karlavägen', 'Valhallavägen'],
    },
    { zip: '171 45', city: 'Solna', streets: ['Frösundaleden', 'Råsundavägen', 'Solnavägen'] },
    { zip: '181 30', city: 'Lidingö', streets: ['Stockholmsvägen', 'Kyrkvägen', 'Vasavägen'] },
    { zip: '131 40', city: 'Nacka', streets: ['Värmdövägen', 'Skvaltans väg', 'Ektorpsvägen'] },
    { zip: '141 30', city: 'Huddinge', streets: ['Huddingevägen', 'Storängsvägen', 'Kommunalvägen'] },
  ],
  NO: [
    {
      zip: '5003',
      city: 'Bergen',
      area: 'Bergenhus',
      streets: ['Bryggen', 'Strandgaten', 'Kong Oscars gate'],
    },
    {
      zip: '5015',
      city: 'Bergen',
      area: 'Sentrum',
      streets: ['Torgallmenningen', 'Olav Kyrres gate', 'Nygårdsgaten'],
    },
    {
      zip: '5035',
      city: 'Bergen',
      area: 'Sandviken',
      streets: ['Sandviksveien', 'Skuteviksveien', 'Fjellveien'],
    },
    {
      zip: '5063',
      city: 'Bergen',
      area: 'Fjøsanger',
      streets: ['Fjøsangerveien', 'Storetveitvegen', 'Kalfarveien'],
    },
    {
      zip: '5089',
      city: 'Bergen',
      area: 'Landås',
      streets: ['Nattlandsveien', 'Ole Irgens vei', 'Løvstakkveien'],
    },
    {
      zip: '5145',
      city: 'Fyllingsdalen',
      streets: ['Folke Bernadottes vei', 'Dag Hammarskjölds vei', 'Sælenveien'],
    },
    { zip: '5221', city: 'Nesttun', streets: ['Nesttunveien', 'Østre Nesttunvegen', 'Hardangervegen'] },
  ],
};

export const demoNames = {
  DK: {
    first: [
      'Mette',
      'Lars',
      'Sofie',
      'Anders',
      'Camilla',
      'Jesper',
      'Louise',
      'Mads',
      'Ida',
      'Rasmus',
      'Freja',
      'Søren',
    ],
    last: [
      'Jensen',
      'Nielsen',
      'Hansen',
      'Pedersen',
      'Andersen',
      'Christensen',
      'Larsen',
      'Sørensen',
      'Rasmussen',
      'Møller',
    ],
  },
  SE: {
    first: [
      'Anna',
      'Erik',
      'Maria',
      'Johan',
      'Elin',
      'Karl',
      'Sara',
      'Oskar',
      'Linnea',
      'Gustav',
      'Ebba',
      'Nils',
    ],
    last: [
      'Andersson',
      'Johansson',
      'Karlsson',
      'Nilsson',
      'Eriksson',
      'Larsson',
      'Olsson',
      'Persson',
      'Svensson',
      'Lindqvist',
    ],
  },
  NO: {
    first: [
      'Ingrid',
      'Ole',
      'Kari',
      'Magnus',
      'Nora',
      'Henrik',
      'Silje',
      'Eirik',
      'Marte',
      'Sindre',
      'Thea',
      'Håkon',
    ],
    last: [
      'Hansen',
      'Johansen',
      'Olsen',
      'Larsen',
      'Andersen',
      'Pedersen',
      'Nilsen',
      'Kristiansen',
      'Berg',
      'Haugen',
    ],
  },
} as const;
