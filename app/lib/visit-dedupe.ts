// When a page view counts (docs/behaviour.md#states): once per change of path, and a path seen less than a second ago is not
// counted again (a redirect or a double render would otherwise count twice).
export const VISIT_DEDUPE_MS = 1000;

export function createVisitDeduper(windowMs = VISIT_DEDUPE_MS) {
  let lastPath: string | null = null;
  const lastSeen = new Map<string, number>();
  return function shouldRecord(path: string, now: number): boolean {
    if (path === lastPath) return false;
    lastPath = path;
    const seen = lastSeen.get(path);
    lastSeen.set(path, now);
    return seen === undefined || now - seen >= windowMs;
  };
}
