// When background work (sending queued mail) may take the CPU. The server runs requests and that work on one
// thread, and on the embedded database on one database too: a batch of mail sent in the middle of a burst of
// quote requests made the slowest answers half again as slow (bench:leads p99 102-154 ms, 77-90 ms without it).
// So the work waits for a pause in the traffic, but never longer than a fixed time after the traffic started:
// under load that does not stop, mail goes out late rather than never.

export class TrafficGauge {
  private underWay = 0;
  private lastEndedAt = -Infinity;
  private busySince = -Infinity;

  /**
   * `quietMs`: how long no request may have been under way for the traffic to count as paused.
   * `maxDeferMs`: how long after the traffic started background work waits at most.
   */
  constructor(
    private readonly quietMs: number,
    private readonly maxDeferMs: number,
  ) {}

  requestStarted(now: number): void {
    if (this.underWay === 0 && now - this.lastEndedAt >= this.quietMs) this.busySince = now;
    this.underWay++;
  }

  requestEnded(now: number): void {
    this.underWay = Math.max(0, this.underWay - 1);
    if (this.underWay === 0) this.lastEndedAt = now;
  }

  /** True when the traffic has paused, or has gone on so long that background work must not wait any more. */
  allowsBackgroundWork(now: number): boolean {
    const paused = this.underWay === 0 && now - this.lastEndedAt >= this.quietMs;
    return paused || now - this.busySince >= this.maxDeferMs;
  }
}
