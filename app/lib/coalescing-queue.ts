// Work that is cheaper done together than one by one (a database statement per lead, per rate-limit hit): the
// entries that arrive while one batch runs wait and are taken together for the next batch.

/**
 * A queue that runs its entries in batches, one batch at a time. `takeBatch` removes from `waiting` (in place)
 * the entries the next batch holds; `runBatch` does the work and answers every entry of its batch itself, so it
 * must not reject.
 */
export class CoalescingQueue<Entry, Batch> {
  private readonly waiting: Entry[] = [];
  private running = false;

  constructor(
    private readonly takeBatch: (waiting: Entry[]) => Batch,
    private readonly runBatch: (batch: Batch) => Promise<void>,
  ) {}

  add(entry: Entry): void {
    this.waiting.push(entry);
    if (this.running) return;
    this.running = true;
    setImmediate(() => void this.drain());
  }

  /**
   * Each batch is taken in a later turn of the event loop (setImmediate, after pending I/O), so the requests
   * that came in meanwhile join it. That matters where the work itself is synchronous, as in the embedded
   * database: no request is read while it runs.
   */
  private async drain() {
    try {
      while (this.waiting.length) {
        await this.runBatch(this.takeBatch(this.waiting));
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.running = false;
    }
  }
}
