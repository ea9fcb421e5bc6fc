// The admin's bookkeeping page and its download (/employee-dashboard/boekhouding, docs/bookkeeping.md): the
// period from the GET form, the VAT return's figures and counts, and the XAF 3.2 file. Admins only: the file
// holds every customer's name and address of the period. Each download is in the audit log (no personal data in
// its details), nothing of it is stored, and every answer is private, never cached.
import { data } from "react-router";
import { bookkeepingCopy as copy } from "~/content/bookkeeping";
import { parsePeriod, type BookkeepingPeriod } from "~/lib/bookkeeping/period";
import { shopToday } from "~/lib/shop-time";
import { audit } from "../audit.server";
import { requireAdmin } from "../auth.server";
import { periodBooks, periodXaf } from "../bookkeeping/export.server";
import { getDb } from "../db/index.server";
import { attachmentDisposition } from "../storage.server";
import { markPrivate } from "./http.server";

export const BOOKKEEPING_PATH = "/employee-dashboard/boekhouding";

export function xafHref(period: BookkeepingPeriod): string {
  return `${BOOKKEEPING_PATH}/auditfile.xaf?jaar=${period.year}&periode=${period.code}`;
}

/** The page's data; a period the form does not offer is a 400 with the Dutch reason and the form to correct it. */
export async function bookkeepingPage(request: Request, url: URL, now = new Date()) {
  await requireAdmin(request);
  const today = shopToday(now);
  const parsed = parsePeriod(url.searchParams, today, copy.badPeriod);
  const form = {
    year: url.searchParams.get("jaar") ?? today.slice(0, 4),
    code: url.searchParams.get("periode") ?? "",
  };
  if (!parsed.period) return data({ error: parsed.error, form, books: null }, { status: 400 });
  const books = await periodBooks(parsed.period);
  return {
    error: null,
    form: { year: String(parsed.period.year), code: parsed.period.code },
    books: {
      label: books.period.label,
      from: books.period.from,
      to: books.period.to,
      vat: books.vat,
      counts: books.counts,
      xafHref: xafHref(books.period),
    },
  };
}

/** GET …/boekhouding/auditfile.xaf?jaar=&periode=: the period's XAF file, audited as an invoice export. */
export async function bookkeepingXafResponse(
  request: Request,
  url: URL,
  now = new Date(),
): Promise<Response> {
  const user = await requireAdmin(request);
  const parsed = parsePeriod(url.searchParams, shopToday(now), copy.badPeriod);
  if (!parsed.period) throw data(parsed.error, { status: 400 });
  const books = await periodBooks(parsed.period);
  const xml = periodXaf(books, now);
  await audit(getDb(), {
    actorId: user.id,
    action: "invoice.export",
    details: {
      format: "xaf",
      period: books.period.slug,
      invoices: books.docs.length,
      payments: books.counts.payments + books.counts.refunds,
    },
  });
  return markPrivate(
    new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": attachmentDisposition(`auditfile-${books.period.slug}.xaf`),
      },
    }),
  );
}
