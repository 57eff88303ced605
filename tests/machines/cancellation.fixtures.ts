/** The cancellation machine tests' agreement: a direct «Hus topp» with no cancellation, changed by `overrides`. */
import type { Agreement } from '../../domain/types';

export const agreement = (overrides: Partial<Agreement> = {}): Agreement => ({
  agreementId: 'a1b2c3d4-0000-4000-8000-000000000001',
  addressId: '1',
  buildingAddress: 'Storgata 15',
  buildingZip: '0155',
  buildingCity: 'Oslo',
  productName: 'Hus topp',
  productDescription: '',
  productId: 'p1',
  price: 3000,
  services: [],
  termsAndServicesHighlights: [],
  termsAndCoNotIncluded: [],
  termsandConditionName: 'Vilkår',
  directAgreement: true,
  agent: 'husvern',
  agreementNumber: 'HV-104233',
  renewalDate: '2027-03-01',
  productTagName: '',
  cancellation: null,
  ...overrides,
});
