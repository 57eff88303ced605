/**
 * The lint rules of issue 35 (eslint.config.js), each shown failing on a planted violation and passing on its clean
 * counterpart: no feature imports another feature, shared code (src/components, src/lib) imports no feature, and
 * no /api address is written outside src/api. The planted files exist only as text given to ESLint; what they import
 * exists, since import-x/no-restricted-paths resolves each import to a file before it judges it.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The problems ESLint finds in `code` as if it were the file at `filePath` (from the repository's root). */
async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

/** The rule behind the feature boundaries. */
const RULE = 'import-x/no-restricted-paths';

const rulesOf = async (code: string, filePath: string) => (await problems(code, filePath)).map((p) => p.rule);

describe('no feature imports another feature', () => {
  const file = 'src/features/damageReport/steps/Planted.tsx';

  it('refuses a relative import of another feature, as this repo writes them', async () => {
    const found = await problems("import { formatDamageDate } from '../../cases/format';\nexport const date = formatDamageDate;\n", file);
    expect(found).toEqual([{ rule: RULE, line: 1, message: expect.stringContaining('"../../cases/format"') }]);
    expect(found[0]?.message).toContain("The feature 'damageReport' imports no other feature");
    expect(found[0]?.message).toContain('src/components, src/lib, src/api or domain/');
  });

  // import-x/no-restricted-paths does not look at `typeof import('…')` types, so that case is no longer here.
  it('refuses the same through features/, a re-export and import()', async () => {
    const code = [
      "import { codeName } from '../../../features/cases/format';",
      "export { insurerName } from '../../cases/format';",
      "export const later = () => import('../../purchase/format');",
      'export const name = codeName;',
      '',
    ].join('\n');
    expect(await rulesOf(code, file)).toEqual(Array(3).fill(RULE));
  });

  it('refuses it from a feature file at the top of its folder', async () => {
    expect(await rulesOf("import { phone } from '../cases/format';\nexport const p = phone;\n", 'src/features/purchase/Planted.tsx')).toEqual([RULE]);
  });

  it('allows the own feature and the shared places (the clean counterpart)', async () => {
    const code = [
      "import { useChange } from '../fields';",
      "import { formatDamageDate } from '../../../../domain/schemas/dates';",
      "import { Modal } from '../../../components/Modal';",
      "import { useUser } from '../../../api/getUser';",
      "import { inspect } from '../../../lib/inspector';",
      'export const all = [useChange, formatDamageDate, Modal, useUser, inspect];',
      '',
    ].join('\n');
    expect(await problems(code, file)).toEqual([]);
  });

  it('still refuses the server in a feature (the src rule that was there before)', async () => {
    expect(await rulesOf("import { db } from '../../../../server/db';\nexport const d = db;\n", file)).toEqual(['no-restricted-imports']);
  });
});

describe('shared code imports no feature', () => {
  it('refuses a shared component importing a feature', async () => {
    const code = "import { forgetAllDrafts } from '../../features/damageReport/deviceCopy';\nexport const forget = forgetAllDrafts;\n";
    const found = await problems(code, 'src/components/shell/Planted.tsx');
    expect(found).toEqual([{ rule: RULE, line: 1, message: expect.stringContaining('Shared code (src/components, src/lib)') }]);
  });

  it('refuses src/lib loading a feature with import()', async () => {
    const code = "export const forget = async () => (await import('../../features/damageReport/deviceCopy')).forgetAllDrafts();\n";
    expect(await rulesOf(code, 'src/lib/device/Planted.ts')).toEqual([RULE]);
  });

  it('allows a shared component its shared neighbours, and the routes their features (the clean counterpart)', async () => {
    const shared = "import { Modal } from '../Modal';\nimport { runningFlows } from '../../lib/device/runningFlows';\nexport const all = [Modal, runningFlows];\n";
    expect(await problems(shared, 'src/components/shell/Planted.tsx')).toEqual([]);
    const route = "import { CaseListPage } from '../features/cases/CaseListPage';\nexport const page = CaseListPage;\n";
    expect(await problems(route, 'src/routes/planted.tsx')).toEqual([]);
  });
});

describe('no /api address outside src/api', () => {
  const planted = [
    'export const file = (id: string) => `/api/downloadAttachment/${encodeURIComponent(id)}`;',
    "export const key = '/api/getAllAgreements';",
    "export const path = 'api/getCases';",
    '',
  ].join('\n');

  it('refuses an address in a feature: a template, a string, a ky path', async () => {
    const found = await problems(planted, 'src/features/cases/Planted.tsx');
    expect(found.map((p) => [p.rule, p.line])).toEqual([
      ['no-restricted-syntax', 1],
      ['no-restricted-syntax', 2],
      ['no-restricted-syntax', 3],
    ]);
    expect(found[0]?.message).toContain('src/api');
  });

  it('refuses an address in a JSX attribute of a shared component', async () => {
    const code = 'export const Link = () => <a href="/api/getInsuranceCertificate">x</a>;\n';
    expect(await rulesOf(code, 'src/components/Planted.tsx')).toEqual(['no-restricted-syntax']);
  });

  it('allows the same text in src/api, and imports of src/api modules anywhere (the clean counterpart)', async () => {
    expect(await problems(planted, 'src/api/planted.ts')).toEqual([]);
    const imports = "import { attachmentUrl } from '../../../api/downloadAttachment';\nexport const url = attachmentUrl;\n";
    expect(await problems(imports, 'src/features/cases/moreAttachments/Planted.tsx')).toEqual([]);
  });
});
