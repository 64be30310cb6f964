import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-syntax'] as const;

/**
 * The boundary rules that the repository's own `eslint.config.js` sets for a file, applied to a
 * line of code as if it were in that file. Only these rules run: the others need type
 * information for files that do not exist.
 */
async function boundaryMessages(eslint: ESLint, file: string, code: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
    rules?: Linter.RulesRecord;
  };
  const rules: Linter.RulesRecord = {};
  for (const rule of BOUNDARY_RULES) {
    const setting = config.rules?.[rule];
    if (setting !== undefined) rules[rule] = setting;
  }
  const messages = new Linter().verify(
    code,
    [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, rules }],
    path.join(root, file),
  );
  return messages.map((message) => message.message);
}

describe('import boundaries (ARCHITECTURE.md), as eslint.config.js enforces them', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  const refused = (file: string, code: string, why: RegExp) => async () => {
    const messages = await boundaryMessages(eslint, file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(why);
  };
  const allowed = (file: string, code: string) => async () => {
    expect(await boundaryMessages(eslint, file, code)).toEqual([]);
  };

  describe("a module's repo is imported only inside its module", () => {
    const REPO = /repo and queries are its own/;
    it(
      'refuses another module reading the users repo',
      refused(
        'apps/server/src/modules/access-requests/service.ts',
        "import { findUserIdByEmail } from '../users/repo';",
        REPO,
      ),
    );
    it(
      'refuses another module reading worklist queries, from a sub-folder too',
      refused(
        'apps/server/src/modules/acquisitions/previews/render.ts',
        "import { examPage } from '../../worklist/query';",
        REPO,
      ),
    );
    it(
      'refuses a named repo file',
      refused(
        'apps/server/src/modules/connections/service.ts',
        "import { isMemberOf } from '../institutions/members-repo';",
        REPO,
      ),
    );
    it(
      'refuses a re-export',
      refused(
        'apps/server/src/modules/connections/service.ts',
        "export { listUsers } from '../users/admin-repo';",
        REPO,
      ),
    );
    it(
      'refuses a lazy import',
      refused(
        'apps/server/src/modules/connections/service.ts',
        "const repo = await import('../users/repo');",
        REPO,
      ),
    );
    it(
      'refuses the demo seed reaching into a repo',
      refused(
        'apps/server/src/demo/seed.ts',
        "import { findUserIdByEmail } from '../modules/users/repo';",
        REPO,
      ),
    );
    it(
      'refuses the test harness reaching into a repo',
      refused(
        'apps/server/test/harness.ts',
        "import { x } from '../src/modules/users/repo';",
        REPO,
      ),
    );
    it(
      'allows a module its own repos, from a sub-folder and a sub-area too',
      allowed(
        'apps/server/src/modules/acquisitions/previews/render.ts',
        ["import { a } from '../repo';", "import { b } from '../import/repo';"].join('\n'),
      ),
    );
    it(
      "allows another module's service",
      allowed(
        'apps/server/src/modules/access-requests/service.ts',
        "import { accountIdForEmail } from '../users/service';",
      ),
    );
    it(
      'refuses platform/ importing a module',
      refused(
        'apps/server/src/platform/audit/audit.ts',
        "import { getUserProfile } from '../../modules/users/service';",
        /platform\/ imports no module/,
      ),
    );
  });

  describe('web features do not import each other', () => {
    const FEATURES = /Web features do not import each other/;
    it(
      "refuses a feature importing another feature's api",
      refused(
        'apps/web/src/features/users/api.ts',
        "import { x } from '../profile/api';",
        FEATURES,
      ),
    );
    it(
      "refuses a lazy import of another feature's page from a sub-folder",
      refused(
        'apps/web/src/features/access-requests/pages/set-password-dispatch.tsx',
        "const Page = lazy(() => import('../../auth/pages/set-password-page'));",
        FEATURES,
      ),
    );
    it(
      'refuses it in a test too',
      refused(
        'apps/web/src/features/users/pages/users-page.test.tsx',
        "import { x } from '../../profile/components/phone';",
        FEATURES,
      ),
    );
    it(
      'allows lib, shell, the web test helpers and the feature itself',
      allowed(
        'apps/web/src/features/users/pages/users-page.tsx',
        [
          "import { http } from '../../../lib/http';",
          "import { Splash } from '../../../shell/splash';",
          "import { renderInApp } from '../../../../test/render';",
          "import { useUsers } from '../api';",
          "import { UserForm } from '../components/user-form';",
        ].join('\n'),
      ),
    );
  });

  describe('the feature blocks keep the i18n rule of the web app', () => {
    it(
      'refuses words written into JSX in a feature page',
      refused(
        'apps/web/src/features/users/pages/users-page.tsx',
        'export const Title = () => <h1>Users</h1>;',
        /goes through i18n/,
      ),
    );
    it(
      'lets a feature test write the texts it expects',
      allowed(
        'apps/web/src/features/users/pages/users-page.test.tsx',
        'export const Title = () => <h1>Users</h1>;',
      ),
    );
  });

  describe('packages/domain imports nothing but zod', () => {
    const DOMAIN = /imports nothing but zod/;
    it(
      'refuses a package other than zod',
      refused('packages/domain/src/roles.ts', "import { eq } from 'drizzle-orm';", DOMAIN),
    );
    it(
      'refuses Node built-ins',
      refused('packages/domain/src/rules/lead-time.ts', "import fs from 'node:fs';", DOMAIN),
    );
    it(
      'refuses a file outside the package',
      refused(
        'packages/domain/src/rules/lead-time.ts',
        "import { x } from '../../../../apps/server/src/config';",
        DOMAIN,
      ),
    );
    it(
      'refuses a lazy import',
      refused('packages/domain/src/roles.ts', "const z = await import('zod');", DOMAIN),
    );
    it(
      'allows zod and its own files',
      allowed(
        'packages/domain/src/rules/lead-time.ts',
        ["import { z } from 'zod';", "import { ROLE_IDS } from '../roles';"].join('\n'),
      ),
    );
    it(
      'allows its tests their tools',
      allowed('packages/domain/src/roles.test.ts', "import { it } from 'vitest';"),
    );
  });
});
