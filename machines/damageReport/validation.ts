/** When the customer sees which errors of the damage report (the flow kit's rule: ../flowKit/shownErrors.ts). */
import type { ErrorField } from '../../domain/schemas/damageReport';
import type { ShowingRule } from '../flowKit/shownErrors';

/**
 * Only after NESTE was tried on a step: then a field chosen rather than typed shows its new message on every
 * change, a typed one when the customer leaves it; a fixed message goes at once.
 */
export const SHOWING_RULE: ShowingRule<ErrorField> = {
  choices: new Set<ErrorField>([
    'reportedByType',
    'whoIsReportingTheDamage',
    'whoIsReportingTheDamageComp',
    'insuranceAgent',
    'insuranceTypePrivate',
    'insuranceTypeComp',
    'damageDate',
    'damageType',
    'dmgAddAttachment',
    'attachments',
    'whoIsContactPerson',
    'informationConfirmed',
    'addresseId',
    'addressSearch',
    'organizationSearch',
  ]),
  showsOnBlurBeforeNext: () => false,
};
