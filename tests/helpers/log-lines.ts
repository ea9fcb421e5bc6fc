// The logger's lines written while a test runs, collected instead of printed to the test output, so that a test
// which provokes a failure asserts the line the failure writes (an operator reads that line, docs/behaviour.md).
import { afterEach, beforeEach } from "vitest";
import { setLogDestination } from "~/server/logger.server";

/** One line as pino writes it: its level (30 info, 40 warn, 50 error), message and fields. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface LogLines {
  /** The lines written so far in this test with message `msg`, taken out of the collection. */
  take(msg: string): LogLine[];
}

/**
 * Collects the logger's lines for each test of the enclosing describe (or the file). After each test the
 * warnings and errors no test took are printed as before, so an unexpected failure still shows; untaken info
 * lines are dropped.
 */
export function collectLogLines(): LogLines {
  let lines: LogLine[] = [];
  beforeEach(() => {
    lines = [];
    setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  });
  afterEach(() => {
    setLogDestination();
    for (const line of lines) if (line.level >= 40) process.stdout.write(`${JSON.stringify(line)}\n`);
    lines = [];
  });
  return {
    take(msg) {
      const taken = lines.filter((line) => line.msg === msg);
      lines = lines.filter((line) => line.msg !== msg);
      return taken;
    },
  };
}
