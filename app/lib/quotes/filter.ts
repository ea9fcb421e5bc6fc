// The staff's quote list filter as it travels in the URL: parsed defensively on the server, rebuilt for links
// (pagination, the CSV export).
import { listQuery, pageNumber, searchText } from "../list-filter";
import { isQuoteStatus, type QuoteStatus } from "./status";

export interface QuoteFilter {
  status: QuoteStatus | null;
  /** Name, e-mail address, company or number ("OFF-2026-0007-2"). */
  q: string;
  page: number;
}

export function parseQuoteFilter(url: URL): QuoteFilter {
  const p = url.searchParams;
  const status = p.get("status");
  return {
    status: isQuoteStatus(status) ? status : null,
    q: searchText(p.get("q")),
    page: pageNumber(p.get("page")),
  };
}

export function quoteFilterQuery(filter: Partial<QuoteFilter>, overrides: Partial<QuoteFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  return listQuery(
    [
      ["status", merged.status],
      ["q", merged.q],
    ],
    merged.page,
  );
}
