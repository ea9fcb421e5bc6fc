// The inbox filter as it travels in the URL: parsed defensively on the server, rebuilt for links.
import { isLeadStatus, isLeadType, type LeadStatus, type LeadType } from "./lead-status";

export interface LeadFilter {
  type: LeadType | null;
  status: LeadStatus | null;
  q: string;
  /** yyyy-MM-dd, inclusive, in Amsterdam time */
  from: string | null;
  to: string | null;
  page: number;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string | null {
  if (!value || !isoDate.test(value)) return null;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
}

/** Reads the inbox filter from a URL's query; anything unknown is dropped rather than trusted. */
export function parseLeadFilter(url: URL): LeadFilter {
  const p = url.searchParams;
  const type = p.get("type");
  const status = p.get("status");
  const page = Number.parseInt(p.get("page") ?? "1", 10);
  return {
    type: isLeadType(type) ? type : null,
    status: isLeadStatus(status) ? status : null,
    q: (p.get("q") ?? "").trim().slice(0, 100),
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
  if (merged.q) params.set("q", merged.q);
  if (merged.from) params.set("from", merged.from);
  if (merged.to) params.set("to", merged.to);
  if (merged.page && merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
