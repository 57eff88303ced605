/**
 * What each step of the purchase wizard asks (./stepQuestions.ts), beside its declaration (./purchaseSteps.ts): each
 * field by its name in the step's rule table (domain/schemas/purchaseRules.ts, its rules and messages), with its
 * question as the form shows it. The address is chosen from the search, or typed in by hand in three lines.
 */
import { PRODUCT_NAME } from './brand';
import type { PurchaseField } from './purchaseForm';
import type { PurchaseStepName } from './purchaseSteps';
import { phoneQuestions, type StepQuestions } from './stepQuestions';

export const purchaseQuestions = {
  adresse: { addressId: 'Adressen du vil forsikre', buildingAddress: 'Gateadresse', buildingZip: 'Postnummer', buildingCity: 'Poststed' },
  forsikring: { productCode: 'Hvilken forsikring vil du ha?' },
  startdato: {
    startDate: 'Når ønsker du at forsikringen skal starte?',
    ...phoneQuestions('countryCode', 'phoneNumber', 'Hva er ditt telefonnummer?'),
    email: 'Hva er din e-post?',
  },
  oppsummering: {
    confirmNoDamage: 'Kjenner du til skade fra råte, sopp eller skadedyr i boligen?',
    damageDescription: 'Beskriv skaden du har oppdaget',
    consentFurtherInformation: `Jeg samtykker til at ${PRODUCT_NAME} kan kontakte meg digitalt, på e-post og SMS, om forsikringen.`,
    consentMarketing: `Jeg reserverer meg mot markedsføring fra ${PRODUCT_NAME} på e-post og SMS.`,
  },
} as const satisfies StepQuestions<PurchaseStepName, PurchaseField>;
