import { defineConfig } from "vitest/config";

// Three projects, so a developer runs what a change needs (`npx vitest run --project unit`, a few seconds) and
// `npm run test:unit` runs all three:
// - unit: the tests beside the code in app/ (pure logic, server modules on their own; no database file);
// - integration: tests/ against PGlite and, with TEST_DATABASE_URL, PostgreSQL, real SMTP/S3/Mollie fakes;
// - build: tests that read or start the production build (npm run build first) or make one.
const BUILD_TESTS = [
  "tests/build/**/*.test.ts",
  "tests/content/hidden-xss.test.ts",
  "tests/content/public-javascript.test.ts",
  "tests/env-file.test.ts",
  "tests/http/bad-requests.test.ts",
  "tests/http/keep-alive-refusals.test.ts",
  "tests/page-cache.test.ts",
  "tests/page-cache-secret-links.test.ts",
  "tests/content/reply-promise-pages.test.ts",
  "tests/payments/webhook-http.test.ts",
];

// Migrates one database of each kind per run; each test database is a copy (tests/helpers/database-templates.ts).
const DATABASES = ["tests/helpers/database-templates.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // The shop's legal details, as production sets them: no invoice is issued without them (a file's own
    // vi.hoisted settings run after this and win; tests of the missing case clear them there).
    setupFiles: ["tests/helpers/shop-details.ts"],
    // Vitest's default leaves one core free, which is one worker on the two-core machines we test on; most files
    // wait on a database, a child server or sharp, so two workers take the suite from about 13 to 8 minutes.
    maxWorkers: 2,
    // Photo tests (sharp encoding AVIF) beside another file on a loaded CI machine take over 30 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["app/**/*.test.{ts,tsx}"] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/**/*.test.ts"],
          exclude: BUILD_TESTS,
          globalSetup: DATABASES,
        },
      },
      { extends: true, test: { name: "build", include: BUILD_TESTS, globalSetup: DATABASES } },
    ],
  },
});
