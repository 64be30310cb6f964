import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshot`: the README's screenshots, taken against the same fresh demo server as
 * the e2e suite. Only `e2e/support/screenshot.ts`, which the suite's spec pattern never matches.
 */
export default defineConfig({
  ...base,
  testMatch: 'support/screenshot.ts',
  outputDir: 'test-results/screenshot',
});
