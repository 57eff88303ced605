/**
 * A customer of the browser tests' own who holds an insurance directly: shared by the cancellation journeys and the
 * interaction timings (perf/neste.perf.ts).
 */
import type { Page } from '@playwright/test';
import { PRODUCT_NAME } from '../../domain/brand';
import { addDays } from '../../domain/purchaseDates';
import { PRODUCT_IDS } from '../../server/db/demo';
import { expect, loginWithSsn, newFodselsnummer, suppressHomeModals } from './fixtures';

/** Today in Norway, as the server reads it. */
const osloToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());


/** A new customer who holds one Hus topp directly (ordered through the API from the page, as the wizard does); its id. */
export async function customerWithInsurance(page: Page): Promise<string> {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  // Tomorrow in Norway, not in UTC: between 00:00 and 01:00 in Oslo UTC's tomorrow is Oslo's today, and an insurance
  // that starts today renews exactly a year ahead, the last day «annet selskap» allows, so the renewal date chosen
  // for «hovedforfall» would rightly stay chosen (endDateAfterReason) and NESTE would not ask for a date.
  const start = addDays(osloToday(), 1);
  const answer = await page.evaluate(
    async ({ productId, agent, startDate }) => {
      const form = {
        addressId: '100000062',
        agent,
        buildingAddress: 'Storgata 15',
        buildingCity: 'OSLO',
        buildingZip: '0155',
        buildingNumber: '300000034',
        latNumber: 59.914242,
        lngNumber: 10.753649,
        confirmNoDamage: true,
        consentFurtherInformation: true,
        consentMarketing: false,
        damageDescription: '',
        email: 'kunde@example.no',
        insuredAddress: 'Storgata 15, 0155 OSLO',
        insuranceType: productId,
        mobilePhone: '+4791234567',
        countryCode: '+47',
        phoneNumber: '91234567',
        price: 3000,
        monthlyPrice: 250,
        productCode: 'BTHUS',
        startDate: `${startDate}T00:00:00.000Z`,
        customerRoute: 974590001,
        typeAdressManually: false,
      };
      const res = await fetch('/api/createBuyInsurance', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) });
      return { status: res.status, body: (await res.json()) as { agreementId: string } };
    },
    { productId: PRODUCT_IDS.BTHUS, agent: PRODUCT_NAME, startDate: start },
  );
  expect(answer.status).toBe(201);
  return answer.body.agreementId;
}

