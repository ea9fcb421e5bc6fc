// The inbox filter as it travels in the URL: parsed defensively on the server, rebuilt for links.
import { parseIsoDate } from "../appointment-slots";
import { isLeadType, type LeadType } from "./registry";
import { isLeadStatus, type LeadStatus } from "./status";
import { isVisitSource, type VisitSource } from "../visit-source";

export interface LeadFilter {
  type: LeadType | null;
  status: LeadStatus | null;
  /** Where the lead's visit came from (spec §7 sources). */
  source: VisitSource | null;
  q: string;
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

/** Search text as typed, without control characters (a NUL cannot even reach PostgreSQL). */
function searchText(value: string | null): string {
  // eslint-disable-next-line no-control-regex
  const withoutControls = (value ?? "").replace(/[\u0000-\u001f\u007f]/g, " ");
  return withoutControls.trim().slice(0, 100);
}

/** Reads the inbox filter from a URL's query; anything unknown is dropped rather than trusted. */
export function parseLeadFilter(url: URL): LeadFilter {
  const p = url.searchParams;
  const type = p.get("type");
  const status = p.get("status");
  const source = p.get("bron");
  const page = Number.parseInt(p.get("page") ?? "1", 10);
  return {
    type: isLeadType(type) ? type : null,
    status: isLeadStatus(status) ? status : null,
    source: isVisitSource(source) ? source : null,
    q: searchText(p.get("q")),
    from: validDate(p.get("from")),
    to: validDate(p.get("to")),
    page: Number.isSafeInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** The query string for a filter (for pagination links and the export link). */
export function filterQuery(filter: Partial<LeadFilter>, overrides: Partial<LeadFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  const params = new URLSearchParams();
  if (merged.type) params.set("type", merged.type);
  if (merged.status) params.set("status", merged.status);
  if (merged.source) params.set("bron", merged.source);
  if (merged.q) params.set("q", merged.q);
  if (merged.from) params.set("from", merged.from);
  if (merged.to) params.set("to", merged.to);
  if (merged.page && merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
