/**
 * The case summary's view model (/skadesaker/{caseId}/oppsummering/, SPEC §2 "Case summary"): what each section
 * shows, read through the damage report's rules (domain/schemas/damageReportRules.ts) that asked the customer for
 * it, so the summary shows a block exactly when the report asked for it.
 */
import {
  asksOtherDamageType,
  isContactPersonOther,
  isOrganizationReporter,
  needsPolicyholderDetails,
} from '../../../domain/schemas/damageReport';
import { phoneText } from '../../../domain/schemas/contact';
import { formatDamageDate } from '../../../domain/schemas/dates';
import type { Case, Metadata, User } from '../../../domain/types';
import { codeName, damageTypeDisplayName, insurerName } from './format';
import { buildingAddressText } from '../../../domain/addressText';

/** The summary's view model: what each section shows, decided from the case (SPEC §2 "Case summary"). */
export function summaryOf(kase: Case, user: User, metadata: Metadata | undefined) {
  const isOrganization = isOrganizationReporter(kase);
  const damageTypeName = damageTypeDisplayName(kase.damageType, metadata);
  /** "Annet" (the rule that asks for the customer's own words) with those words. */
  const damageType = asksOtherDamageType(kase) && kase.otherDamageType ? `${damageTypeName}: ${kase.otherDamageType}` : damageTypeName;
  const place = kase.buildingAddress && kase.buildingZip && kase.buildingCity ? buildingAddressText(kase) : undefined;
  const insuranceTypes = isOrganization
    ? (kase.insuranceTypeComp ?? []).map((v) => codeName(metadata?.insuranceTypeCodeComp, v) ?? String(v))
    : (kase.insuranceTypePrivate ?? []).map((v) => codeName(metadata?.insuranceTypeCodePrivate, v) ?? String(v));
  const role = isOrganization
    ? codeName(metadata?.dmgWhoIsReportingTheDamageComp, kase.whoIsReportingTheDamageComp)
    : codeName(metadata?.dmgWhoIsReportingTheDamageCode, kase.whoIsReportingTheDamage);
  return {
    title: `Skadesak - ${damageTypeName}`,
    damageType,
    attachments: kase.attachments.length > 0 ? `${kase.attachments.length} stk` : 'Ingen',
    description: kase.descriptionOfDamage?.trim() ? kase.descriptionOfDamage : 'Ingen',
    date: formatDamageDate(kase.damageDate),
    place,
    insurer: insurerName(kase.insuranceAgent, metadata),
    insuranceTypes: insuranceTypes.join(', '),
    /** The policyholder block when the report asked for the policyholder: a private reporter who is not the policyholder. */
    policyholder: needsPolicyholderDetails(kase)
        ? {
            name: kase.policyHolderFullName,
            ssn: kase.policyHolderSocialSecurityNumber,
            mobile: phoneText(kase.countryCodePolicyHolder, kase.phoneNumberPolicyHolder, kase.policyHolderMobile),
          }
        : null,
    organizationName: isOrganization ? kase.organizationName : null,
    contact: {
      name: user.fullName,
      role: role && kase.otherRole ? `${role}: ${kase.otherRole}` : role,
      mobile: phoneText(kase.countryCode, kase.phoneNumber, kase.mobilePhone),
      email: kase.email,
    },
    board: isOrganization ? { mobile: phoneText(kase.countryCodeComp, kase.phoneNumberComp, kase.mobileComp), email: kase.emailComp } : null,
    contactPerson: isContactPersonOther(kase)
        ? {
            name: kase.caseContactFullname,
            mobile: phoneText(kase.countryCodeCaseContact, kase.phoneNumberCaseContact, kase.caseContactMobile),
            email: kase.caseContactEmail,
          }
        : null,
  };
}
