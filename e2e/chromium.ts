/** Debian's Chromium (`npx playwright install` cannot download here) and the flags it needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  // Without these, Chromium keeps trying to reach Google's hosts, which this network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
