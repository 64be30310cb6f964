// @ts-check
/**
 * The import boundaries of ARCHITECTURE.md, as ESLint rules, so that `npm run lint` fails on a
 * crossing:
 * - a server module's data access (`repo`, `*-repo`, `query`) is imported only inside its module:
 *   another module, the demo seed or a test goes through the module's service;
 * - `platform/` imports no module;
 * - web features do not import each other (shared pieces live in `src/lib` or `src/shell`);
 * - `packages/domain/src` imports nothing but zod and its own files.
 *
 * `no-restricted-imports` matches the text of an import, not the file it resolves to, so the
 * rules are written per folder depth: a file `k` folders below its module's (or feature's)
 * folder leaves it with `k + 1` times `../`. `import()` is matched by `no-restricted-syntax`,
 * since `no-restricted-imports` does not look at it (the web loads pages lazily).
 * `apps/server/test/import-boundaries.test.ts` checks that each rule fires.
 */

/** Folder depths checked below a module, feature or the domain's `src`; the code uses up to 2. */
const DEPTHS = [0, 1, 2, 3, 4, 5];

/**
 * `../` exactly `times` times, then a name: the import leaves that many folders.
 * @param {number} times
 */
const upThenName = (times) => String.raw`^(?:\.\./){${times}}[^./]`;

/** The last part of an import that names a data-access file: `repo`, `x-repo`, `query`, `x-query`. */
const DATA_ACCESS = String.raw`(?:[^/]+/)*(?:[\w.-]+-)?(?:repo|query)(?:\.[jt]s)?$`;

const MODULE_DATA = String.raw`(?:^|/)modules/[^/]+/` + DATA_ACCESS;

const MESSAGES = {
  moduleData:
    "A module's repo and queries are its own: from elsewhere go through the module's service (ARCHITECTURE.md).",
  platform: 'platform/ imports no module: modules build on the platform, not the reverse.',
  feature:
    'Web features do not import each other: move what both need to src/lib or src/shell (ARCHITECTURE.md).',
  domain: 'packages/domain imports nothing but zod and its own files: no I/O, no app code.',
};

/** The i18n selectors of the web app (STYLE.md), repeated where feature blocks set the rule. */
export const WEB_TEXT_SELECTORS = [
  {
    selector: 'JSXText[value=/\\p{L}/u]',
    message: 'Text in JSX goes through i18n: {t(key)}.',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(title|aria-label|placeholder|alt|label|description)$/] > Literal',
    message: 'Text in JSX goes through i18n: {t(key)}.',
  },
];

/**
 * Both rules for a set of forbidden import texts: `no-restricted-imports` for `import … from`
 * and `export … from`, `no-restricted-syntax` for `import()`.
 * @param {string[]} regexes - forbidden import texts
 * @param {string} message - why
 */
function forbidding(regexes, message) {
  return {
    imports: ['error', { patterns: regexes.map((regex) => ({ regex, message })) }],
    dynamic: regexes.map((regex) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
      message,
    })),
  };
}

/** @param {number} depth */
const below = (depth) => '*/'.repeat(depth);

function serverBlocks() {
  const anywhere = forbidding([MODULE_DATA], MESSAGES.moduleData);
  const platform = forbidding([String.raw`(?:^|/)modules(?:/|$)`], MESSAGES.platform);
  return [
    {
      files: ['apps/server/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
      rules: {
        'no-restricted-imports': anywhere.imports,
        'no-restricted-syntax': ['error', ...anywhere.dynamic],
      },
    },
    {
      files: ['apps/server/src/platform/**/*.ts'],
      rules: {
        'no-restricted-imports': platform.imports,
        'no-restricted-syntax': ['error', ...platform.dynamic],
      },
    },
    ...DEPTHS.map((depth) => {
      // `../other/repo` from a module's own folder, `../../other/repo` one folder down, …
      const rule = forbidding(
        [MODULE_DATA, upThenName(depth + 1) + String.raw`[^/]*/` + DATA_ACCESS],
        MESSAGES.moduleData,
      );
      return {
        files: [`apps/server/src/modules/*/${below(depth)}*.ts`],
        rules: {
          'no-restricted-imports': rule.imports,
          'no-restricted-syntax': ['error', ...rule.dynamic],
        },
      };
    }),
  ];
}

function webBlocks() {
  const tests = '**/*.test.tsx';
  return DEPTHS.flatMap((depth) => {
    const files = [`apps/web/src/features/*/${below(depth)}*.{ts,tsx}`];
    const rule = forbidding(
      [upThenName(depth + 1), String.raw`(?:^|/)features/`],
      MESSAGES.feature,
    );
    return [
      {
        files,
        ignores: [tests],
        rules: {
          'no-restricted-imports': rule.imports,
          'no-restricted-syntax': ['error', ...WEB_TEXT_SELECTORS, ...rule.dynamic],
        },
      },
      {
        // A test may write the texts it expects a user to see, not reach into another feature.
        files: files.map((glob) => glob.replace('*.{ts,tsx}', '*.test.tsx')),
        rules: {
          'no-restricted-imports': rule.imports,
          'no-restricted-syntax': ['error', ...rule.dynamic],
        },
      },
    ];
  });
}

function domainBlocks() {
  return DEPTHS.map((depth) => {
    const rule = forbidding(
      [String.raw`^(?!zod(?:/|$)|\.{1,2}/)`, String.raw`^(?:\.\./){${depth + 1}}`],
      MESSAGES.domain,
    );
    return {
      files: [`packages/domain/src/${below(depth)}*.ts`],
      // Tests use vitest and fast-check.
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': rule.imports,
        'no-restricted-syntax': [
          'error',
          { selector: 'ImportExpression', message: MESSAGES.domain },
        ],
      },
    };
  });
}

export const importBoundaries = [...serverBlocks(), ...webBlocks(), ...domainBlocks()];
