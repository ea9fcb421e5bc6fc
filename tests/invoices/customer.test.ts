// The customer's invoices behind their quote link, on PGlite and PostgreSQL: /offerte/{token} lists them as
// download links (no script needed) and /offerte/{token}/factuur/{number} answers the PDF, under the quote
// page's rules: an unknown link or an invoice of another order is a 404, an IP that guessed too many links gets
// a 429 for the download too, and nothing is cached.
import { extractText } from "unpdf";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/invoices-customer-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
});

import { customerInvoicesCopy } from "~/content/invoices";
import { quotePageCopy } from "~/content/quote-page";
import { dutchDay } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import { loader as quoteLoader } from "~/routes/offerte";
import { loader as invoiceLoader } from "~/routes/offerte.invoice";
import { issuePrepaymentInvoice } from "~/server/invoices/compose.server";
import { QUOTE_MISSES_PER_WINDOW } from "~/server/customer/quote-link.server";
import { newQuoteToken } from "~/server/quotes/links.server";
import { describeEachDatabase } from "../helpers/db";
import { answerOf } from "../helpers/route-answer";
import { contextFor, freshIp } from "../leads/helpers";
import { useQuoteDatabase } from "../quotes/fixtures";
import { inUnit, invoiceableOrder, ORDER_GROSS, paidPayment } from "./fixtures";

function get(path: string) {
  return new Request(`http://localhost${path}`, {
    headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" },
  });
}

function download(token: string, number: string, ip = freshIp()) {
  const request = get(`/offerte/${token}/factuur/${number}`);
  return answerOf(() =>
    invoiceLoader({
      request,
      url: new URL(request.url),
      params: { token, number },
      context: contextFor(ip),
    } as never),
  );
}

describeEachDatabase("the customer's invoices", (kind) => {
  const suite = useQuoteDatabase(kind);

  async function paidOrder(email: string) {
    const { database, actorId } = suite;
    const quote = await invoiceableOrder(database.db, { actorId, email, acceptedAt: new Date() });
    const payment = await paidPayment(database.db, quote.id, ORDER_GROSS, new Date());
    const invoice = await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, quote, payment));
    return { quote, invoice };
  }

  it("lists the order's invoices on the quote page and downloads each as its PDF", async () => {
    const { quote, invoice } = await paidOrder("lijst@example.nl");
    const request = get(`/offerte/${quote.token}`);
    const page = await answerOf(() =>
      quoteLoader({
        request,
        url: new URL(request.url),
        params: { token: quote.token },
        context: contextFor(freshIp()),
      } as never),
    );
    expect(page.status).toBe(200);
    const { invoices } = page.body as { invoices: { href: string; label: string }[] };
    expect(invoices).toEqual([
      {
        href: `/offerte/${quote.token}/factuur/${invoice.number}`,
        label: `Factuur ${invoice.number} (Factuur vooruitbetaling, ${dutchDay(invoice.issuedOn)}, ${formatEuro(ORDER_GROSS)})`,
      },
    ]);

    const answer = await download(quote.token, invoice.number);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toContain(`filename="Factuur ${invoice.number}.pdf"`);
    const { text } = await extractText(answer.body as Uint8Array, { mergePages: true });
    expect(text).toContain(`Factuur ${invoice.number}`);
    expect(text).toContain("Extra rugbedrukking");
  });

  it("answers 404 for another order's invoice, an unknown number and an unknown link", async () => {
    const mine = await paidOrder("mijn@example.nl");
    const theirs = await paidOrder("ander@example.nl");
    for (const number of [theirs.invoice.number, "F2099-0001", "../pdf", "f2026-0001"]) {
      const answer = await download(mine.quote.token, number);
      expect(answer).toMatchObject({ status: 404, body: customerInvoicesCopy.notFound });
    }
    for (const token of [newQuoteToken(), "kort"])
      expect(await download(token, mine.invoice.number)).toMatchObject({
        status: 404,
        body: quotePageCopy.notFound,
      });
  });

  it("refuses the download from an IP that tried too many unknown links", async () => {
    const { quote, invoice } = await paidOrder("geraden@example.nl");
    const ip = freshIp();
    for (let i = 0; i < QUOTE_MISSES_PER_WINDOW; i++)
      expect((await download(newQuoteToken(), invoice.number, ip)).status).toBe(404);
    const refused = await download(quote.token, invoice.number, ip);
    expect(refused).toMatchObject({ status: 429, body: quotePageCopy.tooMany });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await download(quote.token, invoice.number)).status).toBe(200);
  });
});
