/** Coded values from SPEC §3 "Coded values". */

export const REPORTED_BY_TYPE = { private: 872600000, organization: 872600001 } as const;

/** Role of a private reporter (whoIsReportingTheDamage). */
export const PRIVATE_ROLE = {
  policyHolder: 872600000,
  spouse: 872600001,
  cohabitant: 872600002,
  child: 872600003,
  guardian: 872600004,
  familyMember: 872600005,
  tenant: 872600006,
  other: 872600007,
} as const;

/** Housing relation for organization reporters (part of whoIsReportingTheDamageComp). */
export const HOUSING_RELATION = { residentAndOwner: 872600004, tenant: 872600005, other: 872600006 } as const;

/** Who reports (damageReportByOther). */
export const WHO_REPORTS = { myself: 974590000, policyHolder: 974590001, other: 974590002 } as const;

/** whoIsContactPerson: Myself is the default and is not offered as an option. */
export const CONTACT_PERSON = { myself: 974590001, other: 974590002 } as const;

export const CUSTOMER_ROUTE = { sjekkForsikring: 974590000, kjopForsikring: 974590001 } as const;

/** insuranceTypePrivate 859830003 means the building is insured through an organization. */
export const INSURANCE_TYPE_ORGANIZATION = 859830003;
/** Mutually exclusive among private insurance types. */
export const EXCLUSIVE_PRIVATE_TYPES = [859830004, 859830003] as const;
/** Exclusive among company insurance types. */
export const EXCLUSIVE_COMPANY_TYPE = 859830008;

/** Building type codes that can be insured (owned buildings, nhf_byggtypekode). */
export const INSURABLE_BUILDING_TYPES = ['111', '112', '113', '121', '122', '123', '124', '131', '161', '162', '163'] as const;

export const DEFAULT_COUNTRY_CODE = '+47';
