import { defineConfig } from '@playwright/test';

// The browser tests: e2e/*.spec.ts against the real server (see e2e/fixtures.ts), in Debian's
// headless Chromium shell. `web/e2e/run.sh` runs them (Maven calls it); `npx playwright test e2e/editor.spec.ts`
// runs one area once `cli/target/heterodox.jar` is built.
/** The specs that check desktop notifications. */
const NOTIFYING = [/comfort\.spec\.ts$/, /social\.spec\.ts$/];

function browser(executablePath: string) {
  return {
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}

export default defineConfig({
  testDir: './e2e',
  // One spec file at a time per worker; two workers on a 2-core machine, each with its own server.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A flaky test is fixed, not retried.
  retries: 0,
  // Engine games and the editor walk-through take up to a minute on a loaded machine.
  timeout: 180_000,
  reporter: 'list',
  outputDir: './e2e/test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    // The interface follows the browser's language: tests are in English unless a test asks for another.
    locale: 'en-US',
    // A failed test leaves a picture of its last page in e2e/test-results/.
    screenshot: 'only-on-failure',
  },
  // Playwright's own browser builds cannot be downloaded here: Debian's are used. Most specs run in the
  // headless shell (the browser Playwright itself runs headless; the full chromium took 40 % more CPU for
  // the same tests); the specs that show desktop notifications need the full chromium, whose new headless
  // mode grants them (the shell's Notification.permission stays 'denied').
  projects: [
    { name: 'shell', testIgnore: NOTIFYING, use: { launchOptions: browser('/usr/bin/chromium-headless-shell') } },
    { name: 'notifications', testMatch: NOTIFYING, use: { launchOptions: browser('/usr/bin/chromium') } },
  ],
});
