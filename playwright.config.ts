import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
const browser = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};
const ADDS_TO_SURGEON_EXAMS = /(alignment-tab|cases|measure)\.spec\.ts$/;

/**
 * End-to-end tests drive Debian's Chromium (`npx playwright install` cannot download here)
 * against the real server, started on a fresh embedded database with the demo data.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ADDS_TO_SURGEON_EXAMS,
      use: browser,
    },
    {
      // Signing an assessment (approving a 3D model signs one) adds its report exam to surgeon@'s
      // worklist, whose exact count other specs check: these specs run once the others have
      // finished.
      name: 'chromium-after-counts',
      testMatch: ADDS_TO_SURGEON_EXAMS,
      dependencies: ['chromium'],
      use: browser,
    },
  ],
  webServer: {
    command: 'rm -rf test-results/e2e-data && tsx e2e/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'test-results/e2e-data',
      LOG_LEVEL: 'warn',
      // Every spec signs in afresh: some 40 sign-ins a run, more per minute with more workers.
      LOGIN_RATE_LIMIT: '1000',
    },
  },
});
