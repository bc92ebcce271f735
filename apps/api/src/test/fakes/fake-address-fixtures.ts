// What the fake address services know, for tests: Danish addresses with and without floor and door, and
// maps places that exercise every rule of the address adapters.
import type { FakePlace } from './fake-address-services.ts';

export const FAKE_MAPS_KEY = 'maps-key-123';
export const VESTERBRO_ID = '0a3f50a3-1f6c-32b8-e044-0003ba298018';
export const VANGEDE_ID = '0a3f50b4-8e27-32b8-e044-0003ba298018';

/** Two addresses plus 25 on one street, so the Danish service has a second page. */
export const fakeDanishAddresses = [
  {
    id: VESTERBRO_ID,
    vejnavn: 'Vesterbrogade',
    husnr: '12',
    etage: '2',
    dør: 'th',
    postnr: '1620',
    postnrnavn: 'København V',
    supplerendebynavn: null,
  },
  {
    id: VANGEDE_ID,
    vejnavn: 'Vangede Bygade',
    husnr: '45',
    etage: null,
    dør: null,
    postnr: '2820',
    postnrnavn: 'Gentofte',
    supplerendebynavn: 'Vangede',
  },
  ...Array.from({ length: 25 }, (_, index) => ({
    id: `0a3f50c0-0000-32b8-e044-0003ba2980${String(index).padStart(2, '0')}`,
    vejnavn: 'Nørrebrogade',
    husnr: String(index + 1),
    etage: index % 2 ? 'st' : null,
    dør: index % 2 ? 'tv' : null,
    postnr: '2200',
    postnrnavn: 'København N',
    supplerendebynavn: null,
  })),
];

const country = (code: string, name: string) => ({
  long_name: name,
  short_name: code,
  types: ['country', 'political'],
});
/** Addresses of every shape: sublocality, postal town or locality as city; a route; one without number. */
export const fakePlaces: FakePlace[] = [
  {
    place_id: 'ChIJgotgatan44',
    description: 'Götgatan 44, Stockholm, Sverige',
    formatted_address: 'Götgatan 44, 116 46 Stockholm, Sverige',
    types: ['geocode', 'premise'],
    components: [
      { long_name: '44', types: ['street_number'] },
      { long_name: 'Götgatan', types: ['route'] },
      { long_name: 'Södermalm', types: ['political', 'sublocality', 'sublocality_level_1'] },
      { long_name: 'Stockholm', types: ['postal_town'] },
      { long_name: 'Stockholm', types: ['locality', 'political'] },
      country('SE', 'Sverige'),
      { long_name: '116 46', types: ['postal_code'] },
    ],
  },
  {
    place_id: 'ChIJgotgatanRoute',
    description: 'Götgatan, Stockholm, Sverige',
    formatted_address: 'Götgatan, Stockholm, Sverige',
    types: ['geocode', 'route'],
    components: [{ long_name: 'Götgatan', types: ['route'] }, country('SE', 'Sverige')],
  },
  {
    place_id: 'ChIJgotgatanNoNumber',
    description: 'Götgatan 1-3, Stockholm, Sverige',
    formatted_address: 'Götgatan, 116 46 Stockholm, Sverige',
    types: ['geocode', 'street_address'],
    components: [
      { long_name: 'Götgatan', types: ['route'] },
      { long_name: 'Stockholm', types: ['postal_town'] },
      country('SE', 'Sverige'),
      { long_name: '116 46', types: ['postal_code'] },
    ],
  },
  {
    place_id: 'ChIJlandsvagen50',
    description: 'Landsvägen 50, Sundbyberg, Sverige',
    formatted_address: 'Landsvägen 50, 172 66 Sundbyberg, Sverige',
    types: ['geocode', 'street_address'],
    components: [
      { long_name: '50', types: ['street_number'] },
      { long_name: 'Landsvägen', types: ['route'] },
      { long_name: 'Sundbyberg', types: ['locality', 'political'] },
      country('SE', 'Sverige'),
      { long_name: '172 66', types: ['postal_code'] },
    ],
  },
  {
    place_id: 'ChIJnesttunveien94',
    description: 'Nesttunveien 94, Nesttun, Norge',
    formatted_address: 'Nesttunveien 94, 5221 Nesttun, Norge',
    types: ['geocode', 'premise'],
    components: [
      { long_name: '94', types: ['street_number'] },
      { long_name: 'Nesttunveien', types: ['route'] },
      { long_name: 'Bergen', types: ['locality', 'political'] },
      { long_name: 'Nesttun', types: ['postal_town'] },
      country('NO', 'Norge'),
      { long_name: '5221', types: ['postal_code'] },
    ],
  },
];
