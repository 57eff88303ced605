/**
 * The lint rules of issue 47 (eslint.config.js, docs/architecture.md «Views only render»), each shown failing on a
 * planted violation and passing on its clean counterpart: a view (a .tsx under src/features/ or src/components/)
 * imports from src/api only reads (use… hooks) and addresses (…Url), and calls no rule function (of
 * domain/cancellation.ts or a domain/**\/*Rules.ts, directly or through a re-export) outside a selector. The planted
 * files exist only as text given to ESLint; what they import exists, as the rule reads the imported module.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

const rulesOf = async (code: string, filePath: string) => (await problems(code, filePath)).map((p) => [p.rule, p.line]);

const VIEW = 'src/features/insurance/Planted.tsx';
const STEP = 'src/features/damageReport/steps/Planted.tsx';

describe('a view imports no API call or write', () => {
  it('refuses a write, a call, a cache key and the session user in a view', async () => {
    const code = [
      "import { withdrawCancellation } from '../../api/withdrawCancellation';",
      "import { getAgreement } from '../../api/getAgreement';",
      "import { isAgreementsKey } from '../../api/getAllAgreements';",
      "import { knownUser } from '../../api/getUser';",
      'export const all = [withdrawCancellation, getAgreement, isAgreementsKey, knownUser];',
      '',
    ].join('\n');
    const found = await problems(code, VIEW);
    expect(found.map((p) => [p.rule, p.line])).toEqual([1, 2, 3, 4].map((line) => ['no-restricted-imports', line]));
    expect(found[0]?.message).toContain('A view imports from src/api only reads (use… hooks) and addresses (…Url)');
  });

  it('refuses the names the pattern would let through that are no read or address: useUpdateUser, goToUrl', async () => {
    const code = "import { useUpdateUser } from '../../api/updateUser';\nimport { goToUrl } from '../../api/auth';\nexport const all = [useUpdateUser, goToUrl];\n";
    expect(await rulesOf(code, 'src/components/shell/Planted.tsx')).toEqual([
      ['no-restricted-imports', 1],
      ['no-restricted-imports', 2],
    ]);
  });

  it('allows a view its reads and addresses, and an effects module (.ts) its calls (the clean counterpart)', async () => {
    const view = [
      "import { useAgreement } from '../../api/getAgreement';",
      "import { useUser } from '../../api/getUser';",
      "import { termsAndConditionsUrl } from '../../api/downloadTermsAndConditions';",
      'export const all = [useAgreement, useUser, termsAndConditionsUrl];',
      '',
    ].join('\n');
    expect(await problems(view, VIEW)).toEqual([]);
    const effects = "import { withdrawCancellation } from '../../api/withdrawCancellation';\nimport { knownUser } from '../../api/getUser';\nexport const all = [withdrawCancellation, knownUser];\n";
    expect(await problems(effects, 'src/features/insurance/plantedEffects.ts')).toEqual([]);
  });

  it('still refuses the server in a view (the src rule this one extends)', async () => {
    expect(await rulesOf("import { db } from '../../../server/db';\nexport const d = db;\n", VIEW)).toEqual([['no-restricted-imports', 1]]);
  });
});

describe('a view calls no rule function outside a selector', () => {
  const RULE = 'husvern/no-rule-calls-in-views';

  it('refuses a rule of domain/cancellation.ts called in a view, as CancellationSection did', async () => {
    const code = [
      "import { agreementStatus, refundFor } from '../../../domain/cancellation';",
      'export const View = ({ a, today }: { a: never; today: string }) => (',
      "  <p>{agreementStatus(a, today) === 'active' ? refundFor(a) : null}</p>",
      ');',
      '',
    ].join('\n');
    const found = await problems(code, VIEW);
    expect(found.map((p) => [p.rule, p.line])).toEqual([
      [RULE, 3],
      [RULE, 3],
    ]);
    expect(found[0]?.message).toContain("The view calls the rule 'agreementStatus' (domain/cancellation.ts)");
  });

  it('refuses a predicate of damageReportRules.ts reached through the barrel domain/schemas/damageReport.ts, called or handed on', async () => {
    const code = [
      "import { isContactPersonOther, asksAttachments as asks } from '../../../../domain/schemas/damageReport';",
      'export const shown = (form: never) => isContactPersonOther(form);',
      'export const some = (forms: never[]) => forms.some(asks);',
      '',
    ].join('\n');
    expect(await rulesOf(code, STEP)).toEqual([
      [RULE, 2],
      [RULE, 3],
    ]);
  });

  it('refuses a rule of a *Rules.ts module in a shared component', async () => {
    const code = "import { offersPurchase } from '../../../domain/insuranceRules';\nexport const Offer = () => (offersPurchase('building') ? <a>BESTILL</a> : null);\n";
    expect(await rulesOf(code, 'src/components/shell/Planted.tsx')).toEqual([[RULE, 2]]);
  });

  it('allows the rule inside a use…Selector callback, the selectors, the rule modules’ constants and texts, and non-rule exports of the barrel (the clean counterpart)', async () => {
    const code = [
      "import { isContactPersonOther, osloToday } from '../../../../domain/schemas/damageReport';",
      "import { CANCELLATION_REASONS, COVER_END_TEXTS } from '../../../../domain/cancellation';",
      "import { asksAttachments } from '../../../../machines/damageReport/selectors';",
      "import { useFlowSelector } from '../flowContext';",
      'export function View() {',
      '  const other = useFlowSelector((s) => isContactPersonOther(s.context.form));',
      '  const files = useFlowSelector(asksAttachments);',
      "  return <p>{other && files ? COVER_END_TEXTS.ended(osloToday()) : CANCELLATION_REASONS.map((r) => r.label).join(', ')}</p>;",
      '}',
      '',
    ].join('\n');
    expect(await problems(code, STEP)).toEqual([]);
  });

  it('leaves a .ts module (a selector or effects module) free to call the rules', async () => {
    const code = "import { agreementStatus } from '../../../domain/cancellation';\nexport const ended = (a: never, today: string) => agreementStatus(a, today) === 'ended';\n";
    expect(await problems(code, 'src/features/insurance/plantedSelectors.ts')).toEqual([]);
  });
});
