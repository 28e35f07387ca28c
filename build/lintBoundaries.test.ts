import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
// The cycle check walks the whole import graph (a minute from the route table) and is not what is tested here.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The rule ids lint reports for `code` put in place of the file at `file` (an existing one: the import rules read the disk). */
const ruleIdsFor = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map(message => message.ruleId);
};

const IMPORT_PAYMENTS = "import { payments } from '../../resources/payments';\nexport const page = payments;\n";

describe('lint holds the boundaries of one way for each job', () => {
  it("lets only the route table import a resource's folder from src/", async () => {
    expect(await ruleIdsFor('src/layout/Page.tsx', IMPORT_PAYMENTS)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/pages/AccessDenied.tsx', IMPORT_PAYMENTS)).toContain('no-restricted-imports');
    // The top bar's search too: each resource hands it its part through the route table.
    const model = "import { humanise } from '../../resources/payments/paymentModel';\nexport const f = humanise;\n";
    expect(await ruleIdsFor('src/layout/GlobalSearch.tsx', model)).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor(
        'src/routes.tsx',
        "import { payments } from '../resources/payments';\nexport const r = payments;\n",
      ),
    ).not.toContain('no-restricted-imports');
  });

  it("keeps a provider's internal/ to itself", async () => {
    const code =
      "import { toPayment } from '../../dataProviders/payments/internal/records';\nexport const f = toPayment;\n";
    expect(await ruleIdsFor('resources/payments/PaymentShow.tsx', code)).toContain('import/no-restricted-paths');
  });

  it('keeps query keys, cache writes and hasPermission out of pages', async () => {
    const keys = "export const q = { queryKey: ['payments'] };\n";
    expect(await ruleIdsFor('resources/payments/PaymentShow.tsx', keys)).toContain('no-restricted-syntax');
    const access = "import { hasPermission } from '../../src/auth/permissions';\nexport const f = hasPermission;\n";
    expect(await ruleIdsFor('src/layout/Page.tsx', access)).toContain('no-restricted-syntax');
  });
});
