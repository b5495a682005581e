import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the
 * production build, served by scripts/e2e-server.mjs with a fresh embedded database and loopback
 * mail and OpenID servers. Set E2E_BASE_URL to run the specs against a server you started yourself.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const external = process.env.E2E_BASE_URL;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The portal stops its looping animations for reduced motion (components/ui/motion.test.ts). In headless
    // Chromium one pulsing dot kept a core busy for as long as its page was open (13 s of CPU in 10 s),
    // and the specs share two cores with the server. tournament.spec.ts checks the pulse without it.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The HTTP-level security specs (tests/security/*.spec.ts) against the same production server; the
    // jest tests beside them (*.test.ts) run in the unit step.
    { name: 'security', testDir: 'tests/security', testMatch: '**/*.spec.ts' },
  ],
  webServer: external
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs`,
        url: `http://localhost:${port}/`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: { E2E_PORT: String(port) },
      },
});
