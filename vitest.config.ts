import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/**/*.test.ts"],
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
  },
});
