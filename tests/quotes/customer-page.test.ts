// The customer's quote page /offerte/{token}, its PDF and the customer's account, on PGlite and PostgreSQL: the
// route loaders and actions called as React Router calls them, with real requests (client IP and user agent),
// a quote made and sent by the server functions, and its token read from the mail, as the customer gets it.
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/quotes-customer-page-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PaymentPanel } from "~/components/quotes/payment-panel";
import { orderStateCopy } from "~/content/orders";
import { customerPaymentCopy } from "~/content/payments";
import { quotePageCopy } from "~/content/quote-page";
import { formatEuro } from "~/lib/money";
import { getSite } from "~/server/env.server";
import { isPublicPageHandle } from "~/lib/page-cache";
import * as quotePageModule from "~/routes/offerte";
import { action as quoteAction, loader as quoteLoader } from "~/routes/offerte";
import * as quotePdfModule from "~/routes/offerte.pdf";
import { loader as pdfLoader } from "~/routes/offerte.pdf";
import { loader as accountQuoteLoader } from "~/routes/dashboard.quote";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { outbox, quoteRequests, quotes, users } from "~/server/db/schema.server";
import { QUOTE_MISSES_PER_WINDOW, quotePageMiddleware } from "~/server/customer/quote-link.server";
import { newQuoteToken } from "~/server/quotes/links.server";
import { newQuoteVersion, withdrawQuote } from "~/server/quotes/staff-actions.server";
import { sendQuote } from "~/server/workflows/quote-sent.server";
import { getQuote } from "~/server/quotes/store.server";
import { createQuote } from "~/server/workflows/quote-drafted.server";
import { Jar } from "../auth/client";
import { describeEachDatabase } from "../helpers/db";
import { answerOf } from "../helpers/route-answer";
import { contextFor, freshIp } from "../leads/helpers";
import { createLead, quoteLine, sentQuote as sendNewQuote, useQuoteDatabase } from "./fixtures";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

const proofPrint = quoteLine({
  description: "Proefdruk",
  quantity: 1,
  unitPriceCents: 1500,
  optional: true,
  included: false,
});

function pageRequest(path: string, userAgent = PHONE_UA): Request {
  return new Request(`http://localhost${path}`, { headers: { "user-agent": userAgent } });
}

function formPost(path: string, fields: [string, string][], userAgent = PHONE_UA): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent },
    body: new URLSearchParams(fields),
  });
}

function openPage(token: string, { ip = freshIp(), query = "", userAgent = PHONE_UA } = {}) {
  const request = pageRequest(`/offerte/${token}${query}`, userAgent);
  return answerOf(() =>
    quoteLoader({ request, url: new URL(request.url), params: { token }, context: contextFor(ip) } as never),
  );
}

type PageData = Awaited<ReturnType<typeof quoteLoader>>;
const pageData = async (token: string, options?: Parameters<typeof openPage>[1]) =>
  (await openPage(token, options)).body as PageData;

function postPage(token: string, fields: [string, string][], { ip = freshIp(), userAgent = PHONE_UA } = {}) {
  const request = formPost(`/offerte/${token}`, fields, userAgent);
  return answerOf(() =>
    quoteAction({ request, url: new URL(request.url), params: { token }, context: contextFor(ip) } as never),
  );
}

function downloadPdf(token: string, ip = freshIp()) {
  const request = pageRequest(`/offerte/${token}/pdf`);
  return answerOf(() =>
    pdfLoader({ request, url: new URL(request.url), params: { token }, context: contextFor(ip) } as never),
  );
}

describeEachDatabase("the customer's quote page", (kind) => {
  const suite = useQuoteDatabase(kind);
  let leadId: string;
  let email: string;

  beforeEach(async () => {
    email = `sanne-${crypto.randomUUID()}@example.nl`;
    leadId = await createLead(suite.database.db, { email, service: "voertuigbelettering", source: "google" });
  });

  const sentQuote = (lines = [quoteLine(), proofPrint]) =>
    sendNewQuote(suite.database.db, { actorId: suite.actorId, leadId, lines, now: new Date() });

  const stored = async (id: string) => (await getQuote(id))!;
  const optionalLineId = async (id: string) => (await stored(id)).lines.find((l) => l.optional)!.id;

  it("shows the quote and records the customer's first view, not a link scanner's", async () => {
    const { id, number, token } = await sentQuote();
    const scanned = await openPage(token, { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    expect(scanned.status).toBe(200);
    expect((await stored(id)).status).toBe("verstuurd");

    const page = await pageData(token);
    expect(page.state).toBe("open");
    expect(page.doc.number).toBe(number);
    expect(page.doc.totals.grossCents).toBe(25713); // 25 × 8,50 = 212,50 + 21 % (44,63)
    expect(page.path).toBe(`/offerte/${token}`);
    const viewed = await stored(id);
    expect(viewed.status).toBe("bekeken");
    expect(viewed.viewedAt).toBeInstanceOf(Date);
  });

  it("recomputes the totals on the server when the customer ticks an optional line", async () => {
    const { id, token } = await sentQuote();
    const optional = await optionalLineId(id);
    // A price or total in the form is ignored: only the ticked ids count.
    const answer = await postPage(token, [
      ["intent", "choose"],
      ["optional", optional],
      ["grossCents", "1"],
    ]);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/offerte/${token}?melding=bijgewerkt`);
    const quote = await stored(id);
    expect(quote.lines.find((l) => l.optional)!.included).toBe(true);
    // 212,50 + 15,00 = 227,50 excl.; 21 % = 47,78
    expect(quote.grossCents).toBe(27528);
    const page = await pageData(token, { query: "?melding=bijgewerkt" });
    expect(page.notice).toBe(quotePageCopy.notices.bijgewerkt);
    expect(page.doc.totals.grossCents).toBe(27528);

    // Unticking it takes it out again.
    expect((await postPage(token, [["intent", "choose"]])).status).toBe(303);
    expect((await stored(id)).grossCents).toBe(25713);
  });

  it("stores the acceptance with the IP and user agent of the request, once, and shows it after", async () => {
    const { id, token } = await sentQuote();
    const optional = await optionalLineId(id);
    await postPage(token, [
      ["intent", "choose"],
      ["optional", optional],
    ]);
    const accept = () =>
      postPage(
        token,
        [
          ["intent", "accept"],
          ["name", "  Sanne de Vries "],
          ["terms", "on"],
          ["optional", optional],
        ],
        { ip: "203.0.113.77" },
      );
    const [first, second] = await Promise.all([accept(), accept()]);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`/offerte/${token}?melding=geaccepteerd`);
    }
    const quote = await stored(id);
    expect(quote).toMatchObject({
      status: "geaccepteerd",
      acceptedName: "Sanne de Vries",
      acceptedIp: "203.0.113.77",
      acceptedUserAgent: PHONE_UA,
      grossCents: 27528,
    });
    expect(quote.acceptedSnapshot).toMatchObject({ totals: { grossCents: 27528 } });
    const confirmations = await suite.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "quote.accepted.confirmation"));
    expect(confirmations.filter((m) => m.text.includes(quote.number!))).toHaveLength(1);

    const page = await pageData(token, { query: "?melding=geaccepteerd" });
    expect(page.state).toBe("geaccepteerd");
    expect(page.notice).toBe(quotePageCopy.notices.geaccepteerd);
    // The order's sentence: accepted, the prepayment still to come.
    expect(page.stateMessage).toBe(orderStateCopy.text.unpaid);
    expect(page.doc.acceptance?.name).toBe("Sanne de Vries");

    // A third press later (an old tab) lands on the same accepted page.
    const again = await accept();
    expect(again.location).toBe(`/offerte/${token}?melding=geaccepteerd`);
    expect((await stored(id)).closedAt).toEqual(quote.closedAt);
  });

  it("mails the bank-transfer instructions the page shows with the acceptance (no Mollie)", async () => {
    const { token, number } = await sentQuote();
    const accepted = await postPage(token, [
      ["intent", "accept"],
      ["name", "Sanne de Vries"],
      ["terms", "on"],
    ]);
    expect(accepted.status).toBe(303);
    const page = await pageData(token);
    expect(page.payment).toMatchObject({ kind: "bank", amountCents: 25713, reference: number });
    // What the page shows: its instructions as rendered, label and value.
    const html = renderToStaticMarkup(
      createElement(PaymentPanel, { payment: page.payment!, path: page.path }),
    );
    const shown = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
      ([, label, value]) => `${label}: ${value}`,
    );
    expect(shown).toEqual([
      `${customerPaymentCopy.bankAmount}: ${formatEuro(25713)}`,
      `${customerPaymentCopy.bankIban}: ${getSite().iban}`,
      `${customerPaymentCopy.bankName}: ${getSite().brand}`,
      `${customerPaymentCopy.bankReference}: ${number}`,
    ]);
    const [mail] = await suite.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "quote.accepted.confirmation"))
      .then((rows) => rows.filter((m) => m.text.includes(number)));
    for (const line of [
      ...shown,
      customerPaymentCopy.intro(formatEuro(25713)),
      customerPaymentCopy.bankIntro,
      customerPaymentCopy.bankAfter,
    ])
      expect(mail!.text.split("\n")).toContain(line);
    for (const [, label, value] of html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g))
      expect(mail!.html).toContain(
        `${label}</th><td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${value}</td>`,
      );
  });

  it("asks the billing address when the quote has none: Dutch errors at the field, then stored on the quote", async () => {
    const { id, token } = await sendNewQuote(suite.database.db, {
      actorId: suite.actorId,
      leadId,
      lines: [quoteLine()],
      now: new Date(),
      fields: { customerAddress: null },
    });
    expect((await pageData(token)).needsAddress).toBe(true);
    const accept = (address: [string, string][]) =>
      postPage(token, [["intent", "accept"], ["name", "Sanne de Vries"], ["terms", "on"], ...address]);
    const missing = await accept([]);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      intent: "accept",
      fieldErrors: {
        street: quotePageCopy.streetMissing,
        postalCode: quotePageCopy.postalCodeMissing,
        city: quotePageCopy.cityMissing,
      },
    });
    const badPostcode = await accept([
      ["street", "Ginnekenweg 12"],
      ["postalCode", "48181"],
      ["city", "Breda"],
    ]);
    expect(badPostcode.body).toMatchObject({
      fieldErrors: { postalCode: quotePageCopy.postalCodeInvalid },
      values: { street: "Ginnekenweg 12", city: "Breda" },
    });
    expect(await stored(id)).toMatchObject({ status: "bekeken", customerAddress: null });

    const ok = await accept([
      ["street", " Ginnekenweg 12 "],
      ["postalCode", "4818jg"],
      ["city", "Breda"],
      ["country", ""],
    ]);
    expect(ok.status).toBe(303);
    expect(await stored(id)).toMatchObject({
      status: "geaccepteerd",
      customerAddress: "Ginnekenweg 12\n4818 JG Breda",
    });
    expect((await pageData(token)).needsAddress).toBe(false);
  });

  it("applies new ticks first and asks to accept again, so the customer accepts a total they have seen", async () => {
    const { id, token } = await sentQuote();
    const optional = await optionalLineId(id);
    const fields: [string, string][] = [
      ["intent", "accept"],
      ["name", "Sanne de Vries"],
      ["terms", "on"],
      ["optional", optional],
    ];
    const first = await postPage(token, fields);
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({
      intent: "accept",
      notice: quotePageCopy.choiceChanged("€\u00a0275,28"),
      values: { name: "Sanne de Vries" },
    });
    expect((await stored(id)).status).not.toBe("geaccepteerd");
    expect((await postPage(token, fields)).status).toBe(303);
    expect((await stored(id)).status).toBe("geaccepteerd");
  });

  it("answers a missing name or unticked terms with Dutch field errors and changes nothing", async () => {
    const { id, token } = await sentQuote();
    const before = await stored(id);
    const optional = await optionalLineId(id);
    const answer = await postPage(token, [
      ["intent", "accept"],
      ["name", "   "],
      ["optional", optional],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      intent: "accept",
      fieldErrors: { name: quotePageCopy.nameMissing, terms: quotePageCopy.termsMissing },
    });
    const tooLong = await postPage(token, [
      ["intent", "accept"],
      ["name", "x".repeat(101)],
      ["terms", "on"],
    ]);
    expect(tooLong.body).toMatchObject({ fieldErrors: { name: quotePageCopy.nameTooLong } });
    const reason = await postPage(token, [
      ["intent", "decline"],
      ["reason", "x".repeat(1001)],
    ]);
    expect(reason.status).toBe(400);
    expect(reason.body).toMatchObject({ fieldErrors: { reason: quotePageCopy.reasonTooLong } });
    const unknown = await postPage(token, [["intent", "__proto__"]]);
    expect(unknown).toMatchObject({ status: 400, body: { formError: quotePageCopy.unknown } });

    const after = await stored(id);
    expect(after).toMatchObject({ status: before.status, grossCents: before.grossCents, acceptedName: null });
    expect(after.lines.find((l) => l.optional)!.included).toBe(false);
  });

  it("declines with a reason", async () => {
    const { id, token } = await sentQuote();
    const answer = await postPage(token, [
      ["intent", "decline"],
      ["reason", "Te duur voor nu"],
    ]);
    expect(answer.location).toBe(`/offerte/${token}?melding=afgewezen`);
    expect(await stored(id)).toMatchObject({ status: "afgewezen", declineReason: "Te duur voor nu" });
    const page = await pageData(token, { query: "?melding=afgewezen" });
    expect(page).toMatchObject({
      state: "afgewezen",
      notice: quotePageCopy.notices.afgewezen,
      renewable: true,
    });
  });

  describe("a version that can no longer be accepted", () => {
    async function expectRefused(token: string, id: string, message: string) {
      const before = await stored(id);
      const answer = await postPage(token, [
        ["intent", "accept"],
        ["name", "Sanne de Vries"],
        ["terms", "on"],
      ]);
      expect(answer).toMatchObject({ status: 409, body: { formError: message } });
      const choose = await postPage(token, [
        ["intent", "choose"],
        ["optional", before.lines.find((l) => l.optional)!.id],
      ]);
      expect(choose).toMatchObject({ status: 409, body: { formError: message } });
      const after = await stored(id);
      expect(after).toMatchObject({
        status: before.status,
        acceptedName: null,
        grossCents: before.grossCents,
      });
      const page = await pageData(token);
      expect(page).toMatchObject({ stateMessage: message, renewable: true });
    }

    it("says an expired quote has expired", async () => {
      const { id, token } = await sentQuote();
      await suite.database.db.update(quotes).set({ validUntil: "2020-01-31" }).where(eq(quotes.id, id));
      await expectRefused(
        token,
        id,
        "Deze offerte is verlopen: ze was geldig tot en met 31 januari 2020. Je kunt haar niet meer accepteren.",
      );
    });

    it("says a replaced version was replaced", async () => {
      const { id, token } = await sentQuote();
      const next = await newQuoteVersion({ actorId: suite.actorId, id });
      if (!next.ok) throw new Error("no version");
      expect((await sendQuote({ actorId: suite.actorId, id: next.id })).ok).toBe(true);
      await expectRefused(token, id, quotePageCopy.states.vervangen);
    });

    it("says a withdrawn quote was withdrawn", async () => {
      const { id, token } = await sentQuote();
      expect(await withdrawQuote({ actorId: suite.actorId, id })).toEqual({ ok: true });
      await expectRefused(token, id, quotePageCopy.states.ingetrokken);
    });

    it("starts a new quote request in the customer's name that names the old quote, once", async () => {
      const { id, number, token } = await sentQuote();
      expect(await withdrawQuote({ actorId: suite.actorId, id })).toEqual({ ok: true });
      const renew = () =>
        postPage(token, [
          ["intent", "renew"],
          ["message", "Graag ook de achterdeuren"],
        ]);
      const [first, second] = [await renew(), await renew()];
      for (const answer of [first, second]) {
        expect(answer.status).toBe(303);
        expect(answer.location).toBe("/bedankt?verstuurd=quote");
      }
      const leads = await suite.database.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.email, email));
      const renewed = leads.filter((l) => l.description?.includes(number));
      expect(renewed).toHaveLength(1);
      expect(renewed[0]).toMatchObject({
        name: "Sanne de Vries",
        phone: "0612345678",
        service: "voertuigbelettering",
        source: "google",
        isSpam: false,
        description: `Nieuwe offerte gevraagd naar aanleiding van offerte ${number} (ingetrokken).\n\nGraag ook de achterdeuren`,
      });
    });

    it("refuses a new request while the quote is open", async () => {
      const { token } = await sentQuote();
      const answer = await postPage(token, [["intent", "renew"]]);
      expect(answer).toMatchObject({ status: 409, body: { formError: quotePageCopy.renewNotAllowed } });
    });
  });

  it("answers an unknown or malformed link with the 404 and changes nothing", async () => {
    for (const token of [newQuoteToken(), "kort", "../../etc/passwd"]) {
      expect((await openPage(token)).status).toBe(404);
      expect((await postPage(token, [["intent", "accept"]])).status).toBe(404);
      expect((await downloadPdf(token)).status).toBe(404);
    }
  });

  it("refuses every lookup from an IP that tried too many unknown links, found or not", async () => {
    const { token } = await sentQuote();
    const ip = freshIp();
    for (let i = 0; i < QUOTE_MISSES_PER_WINDOW; i++)
      expect((await openPage(newQuoteToken(), { ip })).status).toBe(404);
    const refused = await openPage(newQuoteToken(), { ip });
    expect(refused).toMatchObject({ status: 429, body: quotePageCopy.tooMany });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The real link from that IP gets the same answer (a guesser must not learn which link exists) ...
    expect((await openPage(token, { ip })).status).toBe(429);
    expect((await downloadPdf(token, ip)).status).toBe(429);
    // ... while the customer elsewhere is not affected.
    expect((await openPage(token)).status).toBe(200);
  });

  it("offers the PDF as a download with the quote's number and lines", async () => {
    const { number, token } = await sentQuote();
    const answer = await downloadPdf(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toContain(
      `attachment; filename="Offerte ${number}.pdf"`,
    );
    const { text } = await extractText(answer.body as Uint8Array, { mergePages: true });
    expect(text).toContain(number);
    expect(text).toContain("T-shirt bedrukken, borst");
    expect(text).toContain("Totaal incl. btw");
  });

  it("is private: not cached, not indexed, no referrer, and never in the page cache", async () => {
    const response = await quotePageMiddleware({} as never, async () => new Response("<html></html>"));
    expect(response!.headers.get("cache-control")).toBe("private, no-store");
    expect(response!.headers.get("x-robots-tag")).toContain("noindex");
    expect(response!.headers.get("referrer-policy")).toBe("strict-origin");
    // The render cache keeps only pages whose route opts in as public (docs/architecture.md): these never do.
    expect(isPublicPageHandle((quotePageModule as { handle?: unknown }).handle)).toBe(false);
    expect(isPublicPageHandle((quotePdfModule as { handle?: unknown }).handle)).toBe(false);
  });

  describe("on the customer's account", () => {
    async function customer(address: string, verified: boolean) {
      const jar = new Jar();
      await jar.signUpAndSignIn({ email: address, password: "klant-wachtwoord-123" });
      await suite.database.db.update(users).set({ emailVerified: verified }).where(eq(users.email, address));
      return jar;
    }

    function openFromAccount(jar: Jar, id: string) {
      const request = jar.request(`/dashboard/offertes/${id}`);
      return answerOf(() =>
        accountQuoteLoader({
          request,
          url: new URL(request.url),
          params: { id },
          context: contextFor(jar.ip),
        } as never),
      );
    }

    it("lists the customer's sent quotes and opens each with a new link; anyone else gets a 404", async () => {
      const { id, number } = await sentQuote();
      const concept = await createQuote({ actorId: suite.actorId, lead: { type: "quote", id: leadId } });
      const owner = await customer(email, true);

      const request = owner.request("/dashboard");
      const dashboard = (
        await answerOf(() =>
          dashboardLoader({
            request,
            url: new URL(request.url),
            params: {},
            context: contextFor(owner.ip),
          } as never),
        )
      ).body as Awaited<ReturnType<typeof dashboardLoader>>;
      const listed = dashboard.quotes!.find((q) => q.id === id);
      expect(listed).toMatchObject({ number, statusLabel: "Verstuurd", grossCents: 25713 });
      expect(dashboard.quotes!.some((q) => concept.ok && q.id === concept.id)).toBe(false);

      const opened = await openFromAccount(owner, id);
      expect(opened.status).toBe(303);
      const token = /^\/offerte\/([A-Za-z0-9_-]{43})$/.exec(opened.location ?? "")![1]!;
      expect((await pageData(token)).doc.number).toBe(number);

      const stranger = await customer(`ander-${kind}@example.nl`, true);
      expect((await openFromAccount(stranger, id)).status).toBe(404);
      expect((await openFromAccount(owner, concept.ok ? concept.id : "")).status).toBe(404);
      expect((await openFromAccount(owner, "geen-id")).status).toBe(404);
      await suite.database.db.update(users).set({ emailVerified: false }).where(eq(users.email, email));
      expect((await openFromAccount(owner, id)).status).toBe(404);
    });
  });
});
