// The inbox filter as it travels in the URL: parsed defensively on the server, rebuilt for links.
import { calendarDay, listQuery, pageNumber, searchText } from "../list-filter";
import { isLeadType, type LeadType } from "./registry";
import { isLeadStatus, type LeadStatus } from "./status";
import { isVisitSource, type VisitSource } from "../visit-source";

export interface LeadFilter {
  type: LeadType | null;
  status: LeadStatus | null;
  /** Where the lead's visit came from (docs/behaviour.md#outside-calls-and-tracking sources). */
  source: VisitSource | null;
  q: string;
  /** yyyy-MM-dd, inclusive, in Amsterdam time */
  from: string | null;
  to: string | null;
  /** "due": open leads first, the soonest reply due time on top; null: newest first. */
  sort: "due" | null;
  page: number;
}

/** Reads the inbox filter from a URL's query; anything unknown is dropped rather than trusted. */
export function parseLeadFilter(url: URL): LeadFilter {
  const p = url.searchParams;
  const type = p.get("type");
  const status = p.get("status");
  const source = p.get("bron");
  return {
    type: isLeadType(type) ? type : null,
    status: isLeadStatus(status) ? status : null,
    source: isVisitSource(source) ? source : null,
    q: searchText(p.get("q")),
    from: calendarDay(p.get("from")),
    to: calendarDay(p.get("to")),
    sort: p.get("sort") === "due" ? "due" : null,
    page: pageNumber(p.get("page")),
  };
}

/** The query string for a filter (for pagination links and the export link). */
export function filterQuery(filter: Partial<LeadFilter>, overrides: Partial<LeadFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  return listQuery(
    [
      ["type", merged.type],
      ["status", merged.status],
      ["bron", merged.source],
      ["q", merged.q],
      ["from", merged.from],
      ["to", merged.to],
      ["sort", merged.sort],
    ],
    merged.page,
  );
}
