// Stand-ins for the two address services, for tests: they answer on 127.0.0.1 as the real ones do
// (DAWA's JSON for Denmark, the Places API's JSON for the maps service) and record every request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type FakeMode = 'ok' | 'failing' | 'slow';

interface FakeDawaAddress {
  id: string;
  vejnavn: string;
  husnr: string;
  etage: string | null;
  dør: string | null;
  postnr: string;
  postnrnavn: string;
  supplerendebynavn: string | null;
}

export interface FakePlace {
  place_id: string;
  /** What autocomplete shows, e.g. "Götgatan 44, Stockholm, Sverige". */
  description: string;
  formatted_address: string;
  types: string[];
  components: { long_name: string; short_name?: string; types: string[] }[];
}

async function startFake(handle: (url: URL, response: ServerResponse) => void) {
  const requests: URL[] = [];
  let mode: FakeMode = 'ok';
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (mode === 'failing') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    } else if (mode === 'slow') {
      setTimeout(() => handle(url, response), 2000).unref();
    } else if (request.method !== 'GET') {
      response.writeHead(405).end();
    } else {
      handle(url, response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setMode(value: FakeMode) {
      mode = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));

const danishText = (a: FakeDawaAddress) => {
  const unit = a.etage && a.dør ? `${a.etage}. ${a.dør}` : a.etage ? `${a.etage}.` : a.dør;
  return [`${a.vejnavn} ${a.husnr}`, unit, a.supplerendebynavn, `${a.postnr} ${a.postnrnavn}`]
    .filter(Boolean)
    .join(', ');
};

/** DAWA: GET /autocomplete?q&type=adresse&per_side&side and GET /adresser/{id} (default nested structure). */
export async function startFakeDawa(addresses: FakeDawaAddress[]) {
  return startFake((url, response) => {
    if (url.pathname === '/autocomplete') {
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const perPage = Number(url.searchParams.get('per_side') ?? 20);
      const page = Number(url.searchParams.get('side') ?? 1);
      const found = addresses.filter((a) =>
        words.every((word) => danishText(a).toLowerCase().includes(word)),
      );
      const items = found.slice((page - 1) * perPage, page * perPage).map((a) => ({
        type: 'adresse',
        tekst: danishText(a),
        forslagstekst: danishText(a),
        caretpos: danishText(a).length,
        data: {
          ...a,
          status: 1,
          darstatus: 3,
          vejkode: '0708',
          adresseringsvejnavn: a.vejnavn,
          stormodtagerpostnr: null,
          stormodtagerpostnrnavn: null,
          kommunekode: '0101',
          adgangsadresseid: `${a.id.slice(0, -4)}0000`,
          x: 12.55,
          y: 55.67,
          href: `https://api.dataforsyningen.dk/adresser/${a.id}`,
        },
      }));
      sendJson(response, 200, items);
      return;
    }
    const match = /^\/adresser\/([^/]+)$/.exec(url.pathname);
    const address = match && addresses.find((a) => a.id === decodeURIComponent(match[1] ?? ''));
    if (!address) {
      sendJson(response, 404, {
        type: 'ResourceNotFoundError',
        title: 'The resource was not found',
        details: { id: match?.[1] ?? url.pathname },
      });
      return;
    }
    sendJson(response, 200, {
      href: `https://api.dataforsyningen.dk/adresser/${address.id}`,
      id: address.id,
      kvhx: '01010708__12__2__th',
      status: 1,
      darstatus: 3,
      etage: address.etage,
      dør: address.dør,
      adressebetegnelse: danishText(address),
      adgangsadresse: {
        href: `https://api.dataforsyningen.dk/adgangsadresser/${address.id}`,
        id: `${address.id.slice(0, -4)}0000`,
        vejstykke: { href: '', navn: address.vejnavn, adresseringsnavn: address.vejnavn, kode: '0708' },
        husnr: address.husnr,
        supplerendebynavn: address.supplerendebynavn,
        postnummer: { href: '', nr: address.postnr, navn: address.postnrnavn },
        kommune: { href: '', kode: '0101', navn: 'København' },
      },
    });
  });
}

/** Places API: GET /place/autocomplete/json and GET /place/details/json, with a required key. */
export async function startFakePlaces(places: FakePlace[], apiKey: string) {
  return startFake((url, response) => {
    if (url.searchParams.get('key') !== apiKey) {
      sendJson(response, 200, {
        error_message: 'The provided API key is invalid.',
        predictions: [],
        status: 'REQUEST_DENIED',
      });
      return;
    }
    if (url.pathname === '/place/autocomplete/json') {
      const input = (url.searchParams.get('input') ?? '').toLowerCase();
      const country = url.searchParams.get('components')?.replace('country:', '').toUpperCase();
      const predictions = places
        .filter((place) => place.description.toLowerCase().includes(input))
        .filter((place) =>
          place.components.some((c) => c.types.includes('country') && c.short_name === country),
        )
        .map((place) => ({
          description: place.description,
          matched_substrings: [{ length: input.length, offset: 0 }],
          place_id: place.place_id,
          reference: place.place_id,
          structured_formatting: {
            main_text: place.description.split(',')[0],
            secondary_text: place.description.split(', ').slice(1).join(', '),
          },
          terms: place.description.split(', ').map((value, index) => ({ offset: index, value })),
          types: place.types,
        }));
      sendJson(response, 200, { predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' });
      return;
    }
    if (url.pathname === '/place/details/json') {
      const place = places.find((item) => item.place_id === url.searchParams.get('place_id'));
      if (!place) {
        sendJson(response, 200, { html_attributions: [], status: 'NOT_FOUND' });
        return;
      }
      sendJson(response, 200, {
        html_attributions: [],
        result: {
          address_components: place.components.map((c) => ({ short_name: c.long_name, ...c })),
          formatted_address: place.formatted_address,
        },
        status: 'OK',
      });
      return;
    }
    sendJson(response, 404, { error_message: 'Not Found', status: 'INVALID_REQUEST' });
  });
}
