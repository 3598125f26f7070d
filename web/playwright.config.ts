import { defineConfig } from '@playwright/test';

// The browser tests: e2e/*.spec.ts against the real server (see e2e/fixtures.ts), in Debian's
// headless Chromium shell. `web/e2e/run.sh` runs them (Maven calls it); `npx playwright test e2e/editor.spec.ts`
// runs one area once `cli/target/heterodox.jar` is built.
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
    launchOptions: {
      // Playwright's own browser builds cannot be downloaded here: Debian's headless shell is used instead
      // (the browser Playwright itself runs headless; the full chromium took 40 % more CPU for the same tests).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
