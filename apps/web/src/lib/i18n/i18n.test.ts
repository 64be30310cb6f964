import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '@sagitta/domain';
import { enUS } from './en-US';
import { frFR } from './fr-FR';
import { preferredLocale } from './index';

type Tree = { readonly [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const enKeys = new Set(keysOf(enUS));
const frKeys = keysOf(frFR);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(test|d)\./.test(entry) ? [path] : [];
  });
}

/** Every `t('key')` with a literal key in the app's source. */
function usedKeys(): string[] {
  const root = join(import.meta.dirname, '..', '..');
  return sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((match) => match[1] ?? ''),
  );
}

/** Keys used with i18next plurals exist as `_one` / `_other`. */
const exists = (key: string) => enKeys.has(key) || enKeys.has(`${key}_other`);

describe('i18n', () => {
  it('has an en-US text for every key the app uses', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !exists(key))).toEqual([]);
  });

  it('has a title for every route', () => {
    expect(ROUTE_NAMES.filter((name) => !enKeys.has(`routes.${name}`))).toEqual([]);
  });

  it('has no fr-FR key that en-US lacks', () => {
    expect(frKeys.filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('translates the shell into fr-FR: navigation, menu, error states, sign-in', () => {
    const shellAreas = ['navigation.', 'errors.', 'signIn.', 'common.'];
    const missing = [...enKeys].filter(
      (key) =>
        shellAreas.some((area) => key.startsWith(area)) &&
        !frKeys.includes(key) &&
        !['common.appName', 'errors.routeFailed', 'navigation.hipaaBadge'].includes(key),
    );
    expect(missing).toEqual([]);
  });

  it('chooses fr-FR only for French browsers', () => {
    expect(preferredLocale(['fr-CA', 'en'])).toBe('fr-FR');
    expect(preferredLocale(['en-GB'])).toBe('en-US');
    expect(preferredLocale([])).toBe('en-US');
  });
});
