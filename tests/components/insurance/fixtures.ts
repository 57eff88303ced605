import { PRODUCT_NAME } from '../../../domain/brand';
import type { Agreement, OwnedBuilding } from '../../../domain/types';
import { KARI, json, stubFetch } from '../helpers';

export const HUS_TOPP: Agreement = {
  agreementId: 'a-hus',
  addressId: '100000031',
  buildingAddress: 'Storgata 1',
  buildingZip: '0155',
  buildingCity: 'OSLO',
  productName: 'Hus topp',
  productDescription: 'Vår mest omfattende forsikring mot råte, sopp og skadedyr i bolighus.',
  productId: 'p-bthus',
  price: 3000,
  services: ['Fri skadedyrbekjempelse i hele boligen', 'Årlig forebyggende kontroll ved behov'],
  termsAndServicesHighlights: ['Dekker råte og hussopp', 'Egenandel 2 000 kr ved bygningsskade'],
  termsAndCoNotIncluded: ['Skade som skyldes manglende vedlikehold'],
  termsandConditionName: 'Vilkår Råte- og skadedyrsforsikring Privat.pdf',
  directAgreement: true,
  agent: PRODUCT_NAME,
  agreementNumber: 'HV-104233',
  renewalDate: '2027-03-01',
  productTagName: 'Bolig',
  cancellation: null,
};

export const INNBO: Agreement = {
  ...HUS_TOPP,
  agreementId: 'a-innbo',
  buildingAddress: 'Thorvald Meyers gate 12A',
  buildingZip: '0552',
  productName: 'Innbo',
  productDescription: 'Skadedyrsforsikring for innbo og løsøre, formidlet gjennom Gjensidige.',
  productId: 'p-innbo',
  price: null,
  services: ['Skadedyrbekjempelse i boligen'],
  termsAndServicesHighlights: ['Dekker veggdyr, kakerlakker og skjeggkre', 'Egenandel 2 000 kr'],
  termsandConditionName: 'Vilkår Skadedyrsforsikring Innbo Privat.pdf',
  directAgreement: false,
  agent: 'gjensidige',
  agreementNumber: 'GJ-7781204',
  renewalDate: '2026-12-15',
  productTagName: 'Innbo',
};

export const BORETTSLAG: Agreement = {
  ...HUS_TOPP,
  agreementId: 'a-brl',
  buildingAddress: 'Fantoftvegen 14',
  buildingZip: '5072',
  buildingCity: 'BERGEN',
  productName: 'Borettslag',
  price: 1000,
  agent: 'Norsk Hussopp Forsikring',
  agreementNumber: 'HV-208811',
};

export const OWNED: OwnedBuilding[] = [
  { nhf_gateadresse: 'Storgata 1', nhf_brukpostnr: '0155', nhf_brukpoststed: 'OSLO', nhf_byggtypekode: '111' },
  { nhf_gateadresse: 'Holmenkollveien 45', nhf_brukpostnr: '0376', nhf_brukpoststed: 'OSLO', nhf_byggtypekode: '181' },
];

/** A JSON body, or a function giving the response (called for every request, with it). */
type Responder = (request: Request) => Response | Promise<Response>;
type Answer = unknown | Responder;
const answer = (a: Answer, request: Request): Response | Promise<Response> => (typeof a === 'function' ? (a as Responder)(request) : json(a));

export interface FakeApi {
  user?: Answer;
  agreements?: Answer;
  /** One agreement by id; a missing id answers 404 like the server. */
  agreement?: Record<string, Answer>;
  owned?: Answer;
  /** POST /api/withdrawCancellation; default 404 like an unknown call. */
  withdraw?: Answer;
}

/** A fake API for the insurance pages; returns the requests made ("GET /path?query"). */
export function serve(api: FakeApi = {}) {
  const calls: string[] = [];
  stubFetch((request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/getUser') return answer(api.user ?? KARI, request);
    if (url.pathname === '/api/getAllAgreements') return answer(api.agreements ?? [HUS_TOPP, INNBO], request);
    const one = /^\/api\/getAllAgreements\/(.+)$/.exec(url.pathname);
    if (one) {
      const id = decodeURIComponent(one[1]!);
      const found = (api.agreement ?? { [HUS_TOPP.agreementId]: HUS_TOPP, [INNBO.agreementId]: INNBO })[id];
      return found === undefined ? json({ message: 'Fant ikke forsikringen.' }, 404, 'Not Found') : answer(found, request);
    }
    if (url.pathname === '/api/getOwnedBuildings') return answer(api.owned ?? OWNED, request);
    if (url.pathname === '/api/withdrawCancellation' && api.withdraw !== undefined) return answer(api.withdraw, request);
    return json({ message: 'ukjent' }, 404, 'Not Found');
  });
  return calls;
}

/** A response that waits until `release` is called. */
export function pending() {
  let release: (r: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

export const anonymous = () => json({ message: 'Du er ikke logget inn.' }, 401, 'Unauthorized');
export const serverError = () => json({ message: 'Noe gikk galt' }, 500, 'Internal Server Error');
