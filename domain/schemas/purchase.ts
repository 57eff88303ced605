/**
 * Purchase wizard schemas, shared by the form (through the purchase machine) and the server.
 * - `validatePurchaseStep(step, form)`: field → message for every failing field of one step (SPEC §5).
 * - `purchaseOrderSchema`: POST /api/createBuyInsurance — the whole form, strict (unknown keys rejected),
 *   every field well-formed and every step's rules passed. Price, identity and the product's details are
 *   not taken from it: the server reads them from the product and the session. `parseOrderRequest` reads the
 *   body: that form, and the order's `requestId` beside it.
 * - `restorePurchaseForm`: the session-storage copy `buyInsuranceForm`, read tolerantly.
 */
import * as v from 'valibot';
import { defaultPurchaseForm, PURCHASE_STORAGE_KEY, type PurchaseField, type PurchaseForm } from '../purchaseForm';
import { purchaseSteps } from '../purchaseSteps';
import { PURCHASE_FIELD_MESSAGES, PURCHASE_FIELDS, purchaseFieldEntries } from './purchaseFields';
import {
  PURCHASE_MESSAGES,
  isManualAddress,
  validateBuildingAddress,
  validatePurchaseStep,
  type PurchaseValidationContext,
} from './purchaseRules';

export {
  CITY_PATTERN,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  PURCHASE_MESSAGES,
  PURCHASE_STEP_RULES,
  STREET_MIN_LENGTH,
  ZIP_PATTERN,
  hasReportedDamage,
  isManualAddress,
  isPurchaseStepValid,
  validatePurchaseStep,
  type PurchaseFieldErrors,
  type PurchaseValidationContext,
} from './purchaseRules';
export { PURCHASE_FIELD_MESSAGES, PURCHASE_FIELDS, PURCHASE_TEXT_MAX, purchaseFieldEntries } from './purchaseFields';
export { PURCHASE_STORAGE_KEY };

/** What a missing key of an order counts as: nothing chosen, nothing consented. */
function emptyOrder(): PurchaseForm {
  return { ...defaultPurchaseForm(), confirmNoDamage: false, consentFurtherInformation: false, consentMarketing: false, customerRoute: null };
}

const fieldPath = (form: Record<string, unknown>, key: string): v.ObjectPathItem => ({
  type: 'object',
  origin: 'value',
  input: form,
  key,
  value: form[key],
});

/**
 * An order's address in both modes: a chosen address brings street, zip and city too, and they must hold the same
 * rules as typed ones (the register's addresses always do; a client could send anything).
 */
function orderAddressIssues(form: PurchaseForm): [PurchaseField, string][] {
  if (isManualAddress(form)) return [];
  const complete = form.buildingAddress.trim() !== '' && form.buildingZip.trim() !== '' && form.buildingCity.trim() !== '';
  if (!complete) return [['addressId', PURCHASE_MESSAGES.addressRequired]];
  return Object.entries(validateBuildingAddress(form)) as [PurchaseField, string][];
}

function checkOrder(ctx: PurchaseValidationContext) {
  return v.rawCheck<PurchaseForm>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const form = dataset.value;
    const issues: [string, string][] = [
      ...purchaseSteps.names.flatMap((step) => Object.entries(validatePurchaseStep(step, form, ctx)) as [string, string][]),
      ...orderAddressIssues(form),
    ];
    for (const [key, message] of issues) addIssue({ message, path: [fieldPath(form as unknown as Record<string, unknown>, key)] });
  });
}

const orderEntries = Object.fromEntries(
  PURCHASE_FIELDS.map((field) => [field, v.optional(purchaseFieldEntries[field], () => emptyOrder()[field])]),
) as { [K in PurchaseField]: v.OptionalSchema<(typeof purchaseFieldEntries)[K], () => PurchaseForm[K]> };

/** The strict order schema; `ctx.now` fixes the clock of the start-date window (tests). */
export function purchaseOrderSchemaAt(ctx: PurchaseValidationContext = {}) {
  return v.pipe(
    v.strictObject(orderEntries, PURCHASE_FIELD_MESSAGES.unknownField),
    v.transform((order) => order as PurchaseForm),
    checkOrder(ctx),
  );
}

export const purchaseOrderSchema = purchaseOrderSchemaAt();

/** The first message of a failed order, for the 400 answer. */
export function parsePurchaseOrder(
  input: unknown,
  ctx: PurchaseValidationContext = {},
): { success: true; order: PurchaseForm } | { success: false; message: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { success: false, message: PURCHASE_FIELD_MESSAGES.notAnObject };
  }
  const result = v.safeParse(ctx.now ? purchaseOrderSchemaAt(ctx) : purchaseOrderSchema, input);
  if (result.success) return { success: true, order: result.output };
  return { success: false, message: result.issues[0].message };
}

/** The key that makes an order one order however often it is sent: a UUID the wizard makes once per order. */
export const orderRequestIdSchema = v.pipe(v.string(PURCHASE_FIELD_MESSAGES.invalid('requestId')), v.uuid(PURCHASE_FIELD_MESSAGES.invalid('requestId')));

const orderShapeSchema = v.strictObject(orderEntries, PURCHASE_FIELD_MESSAGES.unknownField);

/**
 * POST /api/createBuyInsurance's body by its shape, no rules: an object, a well-formed `requestId` if any, every
 * field well-formed and none unknown. It holds at any hour, so it is checked before an earlier order is looked for:
 * bad input is 400 whether or not the customer has ordered before (issue 45, part 5). The rules
 * (`parsePurchaseOrder`) follow, by the time of the order sent again or of now.
 */
export function parseOrderRequestShape(
  input: unknown,
): { success: true; form: Record<string, unknown>; requestId: string | null } | { success: false; message: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { success: false, message: PURCHASE_FIELD_MESSAGES.notAnObject };
  }
  const { requestId, ...form } = input as Record<string, unknown>;
  let key: string | null = null;
  if (requestId !== undefined) {
    const parsed = v.safeParse(orderRequestIdSchema, requestId);
    if (!parsed.success) return { success: false, message: parsed.issues[0].message };
    key = parsed.output;
  }
  const shape = v.safeParse(orderShapeSchema, form);
  return shape.success ? { success: true, form, requestId: key } : { success: false, message: shape.issues[0].message };
}

/**
 * POST /api/createBuyInsurance's body: its shape (`parseOrderRequestShape`), then the whole form by the rules
 * (`parsePurchaseOrder`), and, beside it, the order's `requestId` (optional: a client without one has its order known
 * again by its content only).
 */
export function parseOrderRequest(
  input: unknown,
  ctx: PurchaseValidationContext = {},
): { success: true; order: PurchaseForm; requestId: string | null } | { success: false; message: string } {
  const shape = parseOrderRequestShape(input);
  if (!shape.success) return shape;
  const parsed = parsePurchaseOrder(shape.form, ctx);
  return parsed.success ? { ...parsed, requestId: shape.requestId } : parsed;
}

/** The session-storage copy: each field kept when well-formed, otherwise its default; unknown keys dropped. */
export const purchaseStorageSchema = v.object(
  Object.fromEntries(
    PURCHASE_FIELDS.map((field) => [field, v.fallback(purchaseFieldEntries[field], () => defaultPurchaseForm()[field])]),
  ) as { [K in PurchaseField]: v.SchemaWithFallback<(typeof purchaseFieldEntries)[K], () => PurchaseForm[K]> },
);

/** The form from its session-storage text; missing, bad JSON or not an object → the defaults. */
export function restorePurchaseForm(stored: string | null | undefined): PurchaseForm {
  let data: unknown;
  try {
    data = stored ? JSON.parse(stored) : null;
  } catch {
    data = null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return defaultPurchaseForm();
  return v.parse(purchaseStorageSchema, data) as PurchaseForm;
}
