/**
 * What the damage report's views read of its state, through the step rules (domain/schemas/damageReportRules.ts,
 * which the machine's guards and the server use): which fields a step asks for, and what waits to be sent. The views
 * call these selectors (`useFlowSelector(asksAttachments)`), never the rules (docs/architecture.md, «Views only
 * render»). Each takes the snapshot, or anything with its context.
 */
import {
  asksAttachments as asksAttachmentsRule,
  asksOtherDamageType as asksOtherDamageTypeRule,
  asksRegisteredAddress,
  hasOtherRole,
  isContactPersonOther,
  isOrganizationReporter,
  needsPolicyholderDetails,
  organizationEntryOf,
} from '../../domain/schemas/damageReport';
import { validationContext } from './rules';
import type { DamageReportContext } from './types';

type Snapshot = { context: DamageReportContext };

/** The reporter answers for a housing company, co-ownership or business (else as a private person). */
export const isOrganizationReport = ({ context }: Snapshot): boolean => isOrganizationReporter(context.form);

/** Rolle: «Beskriv rollen din», for the role «Annet». */
export const asksOtherRole = ({ context }: Snapshot): boolean => hasOtherRole(context.form);

/** Rolle: the policyholder's name, id and mobile, for a private reporter who is not the policyholder. */
export const asksPolicyholder = ({ context }: Snapshot): boolean => needsPolicyholderDetails(context.form);

/** Rolle: how an organisation is given, searched or typed; null for a private reporter. */
export const organizationEntryAsked = ({ context }: Snapshot): 'search' | 'manual' | null =>
  isOrganizationReporter(context.form) ? organizationEntryOf(context.form, validationContext(context)) : null;

/** Lokasjon: one of the registered addresses (else the address search). */
export const asksRegisteredLocation = ({ context }: Snapshot): boolean => asksRegisteredAddress(validationContext(context));

/** Skade: «Hvilken skade er det?», for the damage type «Annet» (domain/damageReportQuestions.ts `damageReportShownWhen`, which the step's drawing words). */
export const asksOtherDamageType = ({ context }: Snapshot): boolean => asksOtherDamageTypeRule(context.form);

/** Informasjon: the uploads, once the customer answered Ja. */
export const asksAttachments = ({ context }: Snapshot): boolean => asksAttachmentsRule(context.form);

/** Kontakt (and the summary): another contact person, with their name, mobile and e-mail. */
export const asksContactPerson = ({ context }: Snapshot): boolean => isContactPersonOther(context.form);

/** Answers saved on the device that the server has not had yet (the outbox): leaving says they wait for the network. */
export const hasUnsentAnswers = ({ context }: Pick<Snapshot, 'context'> | { context: Pick<DamageReportContext, 'outbox'> }): boolean =>
  context.outbox.items.length > 0;
