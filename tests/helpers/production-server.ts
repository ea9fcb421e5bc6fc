// One production server per HTTP test file, from the build (npm run build first; BUILD_DIR picks it): started on
// a random port before the file's tests, with its log captured, and stopped after them.
import { existsSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { startProductionServer, type ProductionServer } from "../../bench/lib/server.js";

export interface TestServer {
  port: number;
  /** What the server has logged so far. */
  log(): string;
  /**
   * Resolves once every line the server logged before its last answer is in `log()`. The server writes its log
   * synchronously (pino's default, console on a pipe under Linux) before it answers, so those bytes are in the
   * pipe when the answer arrives; a full turn of this event loop (two check phases around one poll) reads them.
   * A test that proves a line was NOT logged waits for this, not for a fixed time.
   */
  logSettled(): Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Registers the file's beforeAll/afterAll for a server with these extra environment variables. */
export function useProductionServer(env: Record<string, string>): TestServer {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  let server: ProductionServer | undefined;
  beforeAll(async () => {
    if (!existsSync(`${buildDir}/server/index.js`))
      throw new Error(
        `No production build in ./${buildDir}: run "npm run build" first (BUILD_DIR selects it).`,
      );
    server = await startProductionServer({ port, buildDir, captureLog: true, env });
  }, 90_000);
  afterAll(() => server?.stop());
  return {
    port,
    log: () => server?.log() ?? "",
    logSettled: async () => {
      await nextTurn();
      await nextTurn();
    },
  };
}
