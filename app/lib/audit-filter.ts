// The audit log's filter as it travels in the URL (GET, so it works without JavaScript and can be bookmarked):
// a person, an action and a period of Amsterdam calendar days. Anything unknown is dropped, not trusted.
import { parseIsoDate } from "./appointment-slots";

export interface AuditFilter {
  /** An account id from the log's list of people. */
  actor: string | null;
  action: string | null;
  /** yyyy-MM-dd, inclusive, in Amsterdam time */
  from: string | null;
  to: string | null;
  page: number;
}

/** A real calendar day (2025-02-30 is dropped, not passed on to the database). */
function validDate(value: string | null): string | null {
  const year = value ? Number(value.slice(0, 4)) : 0;
  return value && parseIsoDate(value) && year >= 2000 && year <= 2999 ? value : null;
}

export function parseAuditFilter(
  url: URL,
  known: { isActor: (id: string) => boolean; isAction: (action: string) => boolean },
): AuditFilter {
  const p = url.searchParams;
  const actor = p.get("wie");
  const action = p.get("actie");
  let from = validDate(p.get("van"));
  let to = validDate(p.get("tot"));
  // A period typed the wrong way round means the days between the two.
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number.parseInt(p.get("page") ?? "1", 10);
  return {
    actor: actor && known.isActor(actor) ? actor : null,
    action: action && known.isAction(action) ? action : null,
    from,
    to,
    page: Number.isSafeInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** The query string of a filter, for the pagination links. */
export function auditFilterQuery(filter: Partial<AuditFilter>, overrides: Partial<AuditFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  const params = new URLSearchParams();
  if (merged.actor) params.set("wie", merged.actor);
  if (merged.action) params.set("actie", merged.action);
  if (merged.from) params.set("van", merged.from);
  if (merged.to) params.set("tot", merged.to);
  if (merged.page && merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
