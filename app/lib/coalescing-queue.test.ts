import { describe, expect, it } from "vitest";
import { CoalescingQueue } from "./coalescing-queue";

/** A queue whose batches are at most `max` entries and whose runs are recorded; each run takes one turn. */
function recordingQueue(max = Infinity) {
  const batches: number[][] = [];
  const queue = new CoalescingQueue<number, number[]>(
    (waiting) => waiting.splice(0, max),
    async (batch) => {
      batches.push(batch);
      await new Promise((resolve) => setImmediate(resolve));
    },
  );
  return { queue, batches };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
async function settle() {
  for (let i = 0; i < 10; i++) await turn();
}

describe("CoalescingQueue", () => {
  it("takes the entries added in the same turn as one batch, in order", async () => {
    const { queue, batches } = recordingQueue();
    for (const n of [1, 2, 3]) queue.add(n);
    expect(batches).toEqual([]);
    await settle();
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("gives the entries that arrive while a batch runs to the next batch together", async () => {
    const { queue, batches } = recordingQueue();
    queue.add(1);
    await turn(); // the first batch is now running
    queue.add(2);
    queue.add(3);
    await settle();
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it("leaves what a batch does not take for the next one", async () => {
    const { queue, batches } = recordingQueue(2);
    for (const n of [1, 2, 3, 4, 5]) queue.add(n);
    await settle();
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("starts again when an entry arrives after it ran dry", async () => {
    const { queue, batches } = recordingQueue();
    queue.add(1);
    await settle();
    queue.add(2);
    await settle();
    expect(batches).toEqual([[1], [2]]);
  });
});
