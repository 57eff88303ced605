import type { Page } from '@playwright/test';
import { expect, loginWithSsn, newFodselsnummer, suppressHomeModals } from './fixtures';

/** Answers to every step of the damage report, as the flow saves them (no attachments). */
export const ANSWERS = {
  reportedByType: 872600000,
  whoIsReportingTheDamage: 872600000,
  addresseId: '100000031',
  addressSearch: 'Storgata 1, 0155 OSLO',
  buildingAddress: 'Storgata 1',
  buildingZip: '0155',
  buildingCity: 'OSLO',
  damageLocation: 'Storgata 1, 0155 OSLO',
  insuranceAgent: 'husvern',
  insuranceTypePrivate: [859830000],
  damageDate: '2026-01-10',
  damageType: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a03',
  dmgAddAttachment: 'Nei',
  descriptionOfDamage: 'Mus i kjelleren',
  countryCode: '+47',
  phoneNumber: '91234567',
  mobilePhone: '+4791234567',
  email: 'historikk@example.no',
};

/** The headers a same-origin call from the app carries (the server's CSRF check wants them). */
export const sameOriginHeaders = (page: Page) => ({
  Origin: new URL(page.url()).origin,
  'Sec-Fetch-Site': 'same-origin',
  'Content-Type': 'application/json',
});

/** A new customer, logged in, with a draft answered up to the summary (made through the API, as the flow would). */
export async function draftWithAnswers(page: Page, answers: Record<string, unknown> = {}): Promise<string> {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  const headers = sameOriginHeaders(page);
  const created = await page.request.post('/api/createCaseDraft', { headers });
  expect(created.ok()).toBe(true);
  const { incidentUri } = (await created.json()) as { incidentUri: string };
  const caseId = /incidents\(([^)]+)\)/.exec(incidentUri)![1]!;
  const saved = await page.request.patch(`/api/updateCaseDraft/${caseId}`, { headers, data: { ...ANSWERS, ...answers } });
  expect(saved.ok()).toBe(true);
  return caseId;
}
