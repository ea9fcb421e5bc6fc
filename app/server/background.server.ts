// Long-running work started with the server (e.g. the outbox worker). Each job returns its stop function.
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
