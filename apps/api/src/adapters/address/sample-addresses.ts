// Addresses the offline lookup answers with: real streets in the postal towns they lie in, numbers made up.
// Ids are derived from the position, so add new addresses at the end of a town or as a new town at the end.

/** [street, house number, floor, door]; floor and door only for flats. */
export type SampleAddressRow = readonly [string, string, (string | null)?, (string | null)?];

export interface SampleTown {
  postNumber: string;
  city: string;
  /** Supplementary town name (DK) or city district (SE, NO). */
  area?: string;
  addresses: readonly SampleAddressRow[];
}

export const sampleTowns: Record<'DK' | 'SE' | 'NO', readonly SampleTown[]> = {
  DK: [
    {
      postNumber: '1620',
      city: 'København V',
      addresses: [
        ['Vesterbrogade', '12', '2', 'th'],
        ['Vesterbrogade', '98', 'st', 'tv'],
        ['Istedgade', '54', '3', 'tv'],
        ['Istedgade', '101'],
      ],
    },
    { postNumber: '1850', city: 'Frederiksberg C', addresses: [['Gammel Kongevej', '120', '4', 'th']] },
    {
      postNumber: '2200',
      city: 'København N',
      addresses: [
        ['Nørrebrogade', '52', '1', 'mf'],
        ['Nørrebrogade', '180'],
        ['Jagtvej', '111', '2', 'tv'],
        ['Tagensvej', '85'],
        ['Guldbergsgade', '29', 'st', 'th'],
        ['Blågårdsgade', '12', '3', null],
      ],
    },
    {
      postNumber: '2100',
      city: 'København Ø',
      addresses: [
        ['Østerbrogade', '74', '3', 'th'],
        ['Østerbrogade', '112'],
        ['Kildevældsgade', '33', '1', 'tv'],
        ['Strandboulevarden', '96', '2', 'tv'],
        ['Classensgade', '21'],
      ],
    },
    {
      postNumber: '2300',
      city: 'København S',
      addresses: [
        ['Amagerbrogade', '150', '1', 'th'],
        ['Holmbladsgade', '70'],
        ['Englandsvej', '25', '2', 'tv'],
      ],
    },
    { postNumber: '2450', city: 'København SV', addresses: [['Enghavevej', '40', '5', 'th']] },
    {
      postNumber: '2000',
      city: 'Frederiksberg',
      addresses: [
        ['Frederiksberg Allé', '48', '2', 'th'],
        ['Falkoner Allé', '7'],
        ['Godthåbsvej', '22', 'st', null],
        ['Smallegade', '10', '1', 'tv'],
      ],
    },
    {
      postNumber: '2500',
      city: 'Valby',
      addresses: [
        ['Valby Langgade', '81', '1', 'tv'],
        ['Toftegårds Allé', '12'],
        ['Gammel Køge Landevej', '55'],
      ],
    },
    {
      postNumber: '2900',
      city: 'Hellerup',
      addresses: [
        ['Strandvejen', '100'],
        ['Bernstorffsvej', '20', '1', 'th'],
        ['Hambros Allé', '5'],
      ],
    },
    {
      postNumber: '2800',
      city: 'Kongens Lyngby',
      addresses: [
        ['Lyngby Hovedgade', '50', '2', null],
        ['Jernbanevej', '9'],
        ['Sorgenfrivej', '3'],
      ],
    },
    { postNumber: '2820', city: 'Gentofte', area: 'Vangede', addresses: [['Vangede Bygade', '45']] },
    { postNumber: '2920', city: 'Charlottenlund', area: 'Ordrup', addresses: [['Ordrupvej', '60']] },
    { postNumber: '2860', city: 'Søborg', area: 'Dyssegård', addresses: [['Dyssegårdsvej', '30']] },
    { postNumber: '2791', city: 'Dragør', area: 'Store Magleby', addresses: [['Kirkevej', '5']] },
    { postNumber: '2770', city: 'Kastrup', addresses: [['Kastruplundgade', '20', '1', 'th']] },
    {
      postNumber: '2400',
      city: 'København NV',
      addresses: [
        ['Frederikssundsvej', '80', '2', 'th'],
        ['Rentemestervej', '8', '1', 'tv'],
        ['Tomsgårdsvej', '15'],
      ],
    },
    { postNumber: '1360', city: 'København K', addresses: [['Frederiksborggade', '20', '3', 'tv']] },
    { postNumber: '1366', city: 'København K', addresses: [['Nansensgade', '40']] },
  ],
  SE: [
    {
      postNumber: '111 37',
      city: 'Stockholm',
      area: 'Norrmalm',
      addresses: [
        ['Drottninggatan', '55'],
        ['Kungsgatan', '30', '2', '1201'],
        ['Tegnérgatan', '8'],
      ],
    },
    {
      postNumber: '116 46',
      city: 'Stockholm',
      area: 'Södermalm',
      addresses: [
        ['Götgatan', '44', '1', '1102'],
        ['Götgatan', '78'],
        ['Hornsgatan', '120', '3', '1302'],
        ['Folkungagatan', '65'],
        ['Bondegatan', '12', '4', '1401'],
      ],
    },
    {
      postNumber: '113 38',
      city: 'Stockholm',
      area: 'Vasastan',
      addresses: [
        ['Odengatan', '70', '2', '1202'],
        ['Sveavägen', '120'],
        ['Sankt Eriksgatan', '100'],
        ['Dalagatan', '34', '5', '1501'],
      ],
    },
    {
      postNumber: '112 21',
      city: 'Stockholm',
      area: 'Kungsholmen',
      addresses: [
        ['Fleminggatan', '30'],
        ['Kungsholmsgatan', '18', '1', '1101'],
        ['Hantverkargatan', '45'],
        ['Scheelegatan', '6'],
      ],
    },
    {
      postNumber: '114 34',
      city: 'Stockholm',
      area: 'Östermalm',
      addresses: [
        ['Birger Jarlsgatan', '60', '3', '1301'],
        ['Karlavägen', '42'],
        ['Valhallavägen', '150'],
        ['Storgatan', '19'],
      ],
    },
    {
      postNumber: '171 45',
      city: 'Solna',
      addresses: [
        ['Råsundavägen', '20', '2', '1203'],
        ['Solnavägen', '4'],
        ['Frösundaleden', '2'],
      ],
    },
    {
      postNumber: '181 30',
      city: 'Lidingö',
      addresses: [
        ['Stockholmsvägen', '33'],
        ['Kyrkvägen', '6'],
        ['Vasavägen', '14'],
      ],
    },
    {
      postNumber: '131 40',
      city: 'Nacka',
      addresses: [
        ['Värmdövägen', '84', '4', '1402'],
        ['Skvaltans väg', '3'],
        ['Ektorpsvägen', '2'],
      ],
    },
    {
      postNumber: '141 30',
      city: 'Huddinge',
      addresses: [
        ['Huddingevägen', '400'],
        ['Storängsvägen', '11'],
        ['Kommunalvägen', '28', '1', '1103'],
      ],
    },
    {
      postNumber: '172 66',
      city: 'Sundbyberg',
      addresses: [
        ['Landsvägen', '50'],
        ['Sturegatan', '12', '2', '1201'],
        ['Järnvägsgatan', '8'],
      ],
    },
    { postNumber: '169 70', city: 'Solna', area: 'Bergshamra', addresses: [['Bergshamra allé', '10']] },
    {
      postNumber: '118 20',
      city: 'Stockholm',
      area: 'Södermalm',
      addresses: [
        ['Ringvägen', '100', '2', '1202'],
        ['Timmermansgatan', '18'],
        ['Krukmakargatan', '30', '3', '1301'],
      ],
    },
    { postNumber: '115 27', city: 'Stockholm', area: 'Östermalm', addresses: [['Strandvägen', '7']] },
  ],
  NO: [
    {
      postNumber: '5003',
      city: 'Bergen',
      area: 'Bergenhus',
      addresses: [
        ['Bryggen', '15'],
        ['Strandgaten', '50', '3', 'H0301'],
        ['Kong Oscars gate', '30'],
      ],
    },
    {
      postNumber: '5015',
      city: 'Bergen',
      area: 'Sentrum',
      addresses: [
        ['Torgallmenningen', '8'],
        ['Olav Kyrres gate', '22', '2', 'H0201'],
        ['Nygårdsgaten', '5'],
        ['Christies gate', '14', '4', 'H0402'],
      ],
    },
    {
      postNumber: '5035',
      city: 'Bergen',
      area: 'Sandviken',
      addresses: [
        ['Sandviksveien', '90'],
        ['Skuteviksveien', '20', '1', 'H0101'],
        ['Fjellveien', '40'],
        ['Ladegårdsgaten', '33'],
      ],
    },
    {
      postNumber: '5063',
      city: 'Bergen',
      area: 'Fjøsanger',
      addresses: [
        ['Fjøsangerveien', '168'],
        ['Storetveitvegen', '98', '2', 'H0202'],
        ['Kalfarveien', '31'],
      ],
    },
    {
      postNumber: '5089',
      city: 'Bergen',
      area: 'Landås',
      addresses: [
        ['Nattlandsveien', '12'],
        ['Ole Irgens vei', '7', '3', 'H0302'],
        ['Løvstakkveien', '4'],
      ],
    },
    {
      postNumber: '5145',
      city: 'Fyllingsdalen',
      addresses: [
        ['Folke Bernadottes vei', '52', '5', 'H0501'],
        ['Dag Hammarskjölds vei', '17'],
        ['Sælenveien', '38'],
      ],
    },
    {
      postNumber: '5221',
      city: 'Nesttun',
      addresses: [
        ['Nesttunveien', '94'],
        ['Østre Nesttunvegen', '6', '1', 'H0102'],
        ['Hardangervegen', '2'],
      ],
    },
    {
      postNumber: '5006',
      city: 'Bergen',
      area: 'Nordnes',
      addresses: [
        ['Haugeveien', '21'],
        ['Nordnesbakken', '9', '2', 'H0201'],
        ['Klostergaten', '18'],
      ],
    },
    {
      postNumber: '5055',
      city: 'Bergen',
      area: 'Årstad',
      addresses: [
        ['Inndalsveien', '28', '6', 'H0603'],
        ['Kronstadveien', '5'],
        ['Årstadveien', '17'],
      ],
    },
    {
      postNumber: '5096',
      city: 'Bergen',
      area: 'Åsane',
      addresses: [
        ['Åsane senter', '52'],
        ['Myrdalsvegen', '2', '1', 'H0101'],
        ['Tertnesveien', '40'],
      ],
    },
    {
      postNumber: '5152',
      city: 'Bønes',
      addresses: [
        ['Bønesskogen', '110'],
        ['Sjøkrigsskoleveien', '15'],
      ],
    },
    {
      postNumber: '5007',
      city: 'Bergen',
      area: 'Møhlenpris',
      addresses: [
        ['Welhavens gate', '60', '2', 'H0202'],
        ['Konsul Børs gate', '8'],
      ],
    },
    { postNumber: '5231', city: 'Paradis', addresses: [['Paradisleitet', '10']] },
    {
      postNumber: '5058',
      city: 'Bergen',
      area: 'Årstad',
      addresses: [
        ['Solheimsgaten', '11'],
        ['Michael Krohns gate', '20', '3', 'H0301'],
      ],
    },
    { postNumber: '5017', city: 'Bergen', area: 'Bergenhus', addresses: [['Vetrlidsallmenningen', '4']] },
  ],
};
