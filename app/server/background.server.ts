// Long-running work started with the server (e.g. the outbox worker). Each job returns its stop function.
import { logger } from "./logger.server";

type Stop = () => Promise<void> | void;
type Job = () => Stop;

const jobs: Job[] = [];
let running: Stop[] = [];

export function registerBackgroundJob(job: Job): void {
  jobs.push(job);
}

export function startBackgroundJobs(): void {
  running = jobs.map((job) => job());
}

export async function stopBackgroundJobs(): Promise<void> {
  const stops = running;
  running = [];
  await Promise.all(stops.map((stop) => stop()));
}

/**
 * A job that runs `round` every `intervalMs` (first after `firstDelayMs`, by default one interval), never two
 * rounds at once in this process; a failed round is logged as "`name` failed" and the next one tries again.
 * Stopping waits for a round under way, so the database is not closed under it.
 */
export function registerPeriodicJob(
  name: string,
  round: () => Promise<unknown>,
  { intervalMs, firstDelayMs = intervalMs }: { intervalMs: number; firstDelayMs?: number },
): void {
  registerBackgroundJob(() => {
    let running: Promise<unknown> | null = null;
    const run = () => {
      // A slow round (a database under load) is not overtaken by the next.
      if (running) return;
      running = round()
        .catch((error: Error) => logger.error({ err: { message: error.message } }, `${name} failed`))
        .finally(() => {
          running = null;
        });
    };
    const first = setTimeout(run, firstDelayMs);
    const every = setInterval(run, intervalMs);
    first.unref();
    every.unref();
    return async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    };
  });
}
