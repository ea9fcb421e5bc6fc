// Resident memory (RSS) of a process, read from /proc (Linux), for the memory budget the benches print.
import { readFileSync } from "node:fs";

/** RSS of `pid` in MB, or null where /proc is not available. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** RSS after the server has been idle for `settleMs` (garbage collection and lazy start-up work done). */
export async function settledRssMb(pid, settleMs = 3000) {
  await new Promise((r) => setTimeout(r, settleMs));
  return rssMb(pid);
}

/** CPU time (user + system) `pid` has used so far, in ms (Linux); a per-request figure that a busy machine skews less. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
