// Database errors the code answers instead of failing: a unique index that refused a second row.

/** Postgres unique_violation, as postgres-js and PGlite report it (possibly wrapped by Drizzle in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}
