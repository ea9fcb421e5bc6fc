// The audit log's filter as it travels in the URL (GET, so it works without JavaScript and can be bookmarked):
// a person, an action and a period of Amsterdam calendar days. Anything unknown is dropped, not trusted.
import { calendarDay, listQuery, pageNumber } from "./list-filter";

export interface AuditFilter {
  /** An account id from the log's list of people. */
  actor: string | null;
  action: string | null;
  /** yyyy-MM-dd, inclusive, in Amsterdam time */
  from: string | null;
  to: string | null;
  page: number;
}

export function parseAuditFilter(
  url: URL,
  known: { isActor: (id: string) => boolean; isAction: (action: string) => boolean },
): AuditFilter {
  const p = url.searchParams;
  const actor = p.get("wie");
  const action = p.get("actie");
  let from = calendarDay(p.get("van"));
  let to = calendarDay(p.get("tot"));
  // A period typed the wrong way round means the days between the two.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    actor: actor && known.isActor(actor) ? actor : null,
    action: action && known.isAction(action) ? action : null,
    from,
    to,
    page: pageNumber(p.get("page")),
  };
}

/** The query string of a filter, for the pagination links. */
export function auditFilterQuery(filter: Partial<AuditFilter>, overrides: Partial<AuditFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  return listQuery(
    [
      ["wie", merged.actor],
      ["actie", merged.action],
      ["van", merged.from],
      ["tot", merged.to],
    ],
    merged.page,
  );
}
