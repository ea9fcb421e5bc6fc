// The process's own traffic, for background work that should yield to it (lib/traffic-gauge.ts).
import { setTimeout as sleep } from "node:timers/promises";
import { TrafficGauge } from "~/lib/traffic-gauge";

/** No request for this long counts as a pause. A burst keeps requests under way back to back. */
const QUIET_MS = 50;
/** Queued mail waits at most this long after the traffic started: a notification late by seconds harms no one. */
const MAX_DEFER_MS = 30_000;

const gauge = new TrafficGauge(QUIET_MS, MAX_DEFER_MS);

/** Counts `next()` (a request's loaders or action) as traffic while it runs. */
export async function countedAsTraffic<T>(next: () => Promise<T>): Promise<T> {
  gauge.requestStarted(Date.now());
  try {
    return await next();
  } finally {
    gauge.requestEnded(Date.now());
  }
}

/** Resolves once background work may run (lib/traffic-gauge.ts), or as soon as `stopped()` says so. */
export async function trafficPause(stopped: () => boolean = () => false): Promise<void> {
  while (!stopped() && !gauge.allowsBackgroundWork(Date.now())) await sleep(QUIET_MS / 2);
}
