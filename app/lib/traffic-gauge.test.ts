import { describe, expect, it } from "vitest";
import { TrafficGauge } from "./traffic-gauge";

describe("traffic gauge", () => {
  it("allows background work on a server that has had no requests", () => {
    expect(new TrafficGauge(50, 30_000).allowsBackgroundWork(0)).toBe(true);
  });

  it("holds background work while a request is under way and until the traffic has paused", () => {
    const gauge = new TrafficGauge(50, 30_000);
    gauge.requestStarted(1_000);
    expect(gauge.allowsBackgroundWork(1_010)).toBe(false);
    gauge.requestEnded(1_020);
    expect(gauge.allowsBackgroundWork(1_060)).toBe(false);
    expect(gauge.allowsBackgroundWork(1_070)).toBe(true);
  });

  it("counts overlapping requests: the traffic pauses only after the last one ends", () => {
    const gauge = new TrafficGauge(50, 30_000);
    gauge.requestStarted(0);
    gauge.requestStarted(5);
    gauge.requestEnded(10);
    expect(gauge.allowsBackgroundWork(100)).toBe(false);
    gauge.requestEnded(200);
    expect(gauge.allowsBackgroundWork(249)).toBe(false);
    expect(gauge.allowsBackgroundWork(250)).toBe(true);
  });

  it("lets background work run once the traffic has gone on without a pause for the longest deferral", () => {
    const gauge = new TrafficGauge(50, 30_000);
    // A request every 20 ms, each 10 ms long: never a 50 ms pause.
    for (let t = 0; t < 29_990; t += 20) {
      gauge.requestStarted(t);
      gauge.requestEnded(t + 10);
    }
    expect(gauge.allowsBackgroundWork(29_995)).toBe(false);
    gauge.requestStarted(30_000);
    expect(gauge.allowsBackgroundWork(30_000)).toBe(true);
  });

  it("starts the deferral anew after a pause", () => {
    const gauge = new TrafficGauge(50, 30_000);
    gauge.requestStarted(0);
    gauge.requestEnded(40_000);
    gauge.requestStarted(40_100);
    expect(gauge.allowsBackgroundWork(40_200)).toBe(false);
    expect(gauge.allowsBackgroundWork(70_100)).toBe(true);
  });

  it("keeps a request that started within the pause in the same stretch of traffic", () => {
    const gauge = new TrafficGauge(50, 30_000);
    gauge.requestStarted(0);
    gauge.requestEnded(29_000);
    gauge.requestStarted(29_020);
    expect(gauge.allowsBackgroundWork(30_000)).toBe(true);
  });
});
