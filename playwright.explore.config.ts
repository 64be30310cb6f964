// TEMPORARY (helper exploration): runs specs against an already running server on 3299.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
export default defineConfig({
  testDir: 'e2e',
  outputDir: '/tmp/ex/pw-out',
  retries: 0,
  reporter: [['list']],
  use: { baseURL: 'http://127.0.0.1:3299', trace: 'retain-on-failure' },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } }],
});
