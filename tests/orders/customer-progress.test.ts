// The customer following their order, on PGlite and PostgreSQL: /offerte/{token} (its loader as React Router
// calls it, the token read from the mail, the markup as the server renders it without JavaScript) through each
// state, and the order's state beside the accepted quote on /dashboard.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/orders-customer-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
});

import { OrderProgress } from "~/components/quotes/order-progress";
import { orderProgressCopy } from "~/content/orders";
import { loader as quoteLoader } from "~/routes/offerte";
import { moveOrder } from "~/server/workflows/order-moved.server";
import { describeEachDatabase } from "../helpers/db";
import { contextFor, freshIp } from "../leads/helpers";
import { createLead, sentQuote, useQuoteDatabase } from "../quotes/fixtures";
import { acceptedOrder, customerAccount, dashboardQuote, receivePrepayment } from "./fixtures";
import { SHOP_LEGAL_DETAILS } from "../helpers/shop-details";

/** The shop's address as the test settings give it (helpers/shop-details). */
const SHOP_ADDRESS = `${SHOP_LEGAL_DETAILS.SITE_STREET}, ${SHOP_LEGAL_DETAILS.SITE_POSTAL_CODE} ${SHOP_LEGAL_DETAILS.SITE_CITY}`;

type PageData = Awaited<ReturnType<typeof quoteLoader>>;

async function openPage(token: string): Promise<PageData> {
  const request = new Request(`http://localhost/offerte/${token}`, {
    headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36" },
  });
  return (await quoteLoader({
    request,
    url: new URL(request.url),
    params: { token },
    context: contextFor(freshIp()),
  } as never)) as PageData;
}

const steps = (page: PageData) => page.order!.steps.map((s) => `${s.label}: ${s.state}`);
const markup = (page: PageData) => renderToStaticMarkup(createElement(OrderProgress, { order: page.order }));

describeEachDatabase("the customer's order progress", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;
  const staff = (quoteId: string, to: string, trackingUrl?: string) =>
    moveOrder({ actorId: suite.actorId, role: "employee", quoteId, to, trackingUrl });

  it("promises no date while the proof is open: the approval counts it", async () => {
    const { id, token } = await acceptedOrder(db(), { actorId: suite.actorId, proof: "none" });
    await receivePrepayment(db(), id, { actorId: suite.actorId });
    const page = await openPage(token);
    expect(page.order).toMatchObject({ readyBy: null, readyByLater: true, readyAfterProof: true });
    expect(markup(page)).toContain(orderProgressCopy.readyAfterProof);
    expect(markup(page)).not.toContain("Verwacht klaar");
  });

  it("follows an order from acceptance to delivery on the quote's page", async () => {
    const { id, token } = await acceptedOrder(db(), { actorId: suite.actorId });
    let page = await openPage(token);
    expect(page.order).toMatchObject({ status: "wacht op betaling", readyBy: null, readyByLater: true });
    expect(steps(page)).toEqual([
      "Geaccepteerd: done",
      "Betaald: current",
      "In productie: todo",
      "Klaar om op te halen / Verzonden: todo",
      "Afgeleverd: todo",
    ]);
    expect(markup(page)).toContain(orderProgressCopy.readyByLater);
    expect(page.stateMessage).toBe(
      "Je hebt deze offerte geaccepteerd. Zodra je betaling binnen is, gaan we voor je aan de slag.",
    );

    // Paid on Friday 24 April 2026: Koningsdag (Monday 27 April) is skipped, ready on Friday 8 May.
    await receivePrepayment(db(), id, { actorId: suite.actorId, now: new Date("2026-04-24T12:00:00+02:00") });
    page = await openPage(token);
    expect(steps(page).slice(1, 3)).toEqual(["Betaald: done", "In productie: todo"]);
    expect(page.order!.readyBy).toBe("2026-05-08");
    expect(markup(page)).toContain("Verwacht klaar: vrijdag 8 mei 2026");

    await staff(id, "in productie");
    page = await openPage(token);
    expect(steps(page)[2]).toBe("In productie: current");
    const html = markup(page);
    expect(html).toContain('aria-current="step"');
    expect(html).toMatch(/In productie<span class="sr-only"> \(huidige stap\)<\/span>/);

    await staff(id, "klaar om op te halen");
    page = await openPage(token);
    expect(steps(page)[3]).toBe("Klaar om op te halen: current");
    expect(page.order!.readyBy).toBeNull();
    expect(page.order!.pickup).toEqual({
      address: SHOP_ADDRESS,
      hours: ["Maandag t/m vrijdag: 10:00 - 17:00", "Zaterdag en zondag gesloten"],
    });
    expect(markup(page)).toContain(`Je kunt je bestelling ophalen bij ons op ${SHOP_ADDRESS}.`);

    await staff(id, "afgeleverd");
    page = await openPage(token);
    expect(steps(page).every((step) => step.endsWith(": done"))).toBe(true);
    expect(page.order!.pickup).toBeNull();
    // Delivered: the page no longer promises to start on it.
    expect(page.stateMessage).toBe(
      "Je hebt deze offerte geaccepteerd en je bestelling is afgeleverd. Bedankt voor je opdracht!",
    );
  });

  it("shows the track-and-trace link once shipped, and a cancelled order as cancelled", async () => {
    const shipped = await acceptedOrder(db(), { actorId: suite.actorId });
    await receivePrepayment(db(), shipped.id, { actorId: suite.actorId });
    await staff(shipped.id, "in productie");
    const link = "https://jouw.postnl.nl/track-and-trace/3STEST-NL-4811AA";
    await staff(shipped.id, "verzonden", link);
    const page = await openPage(shipped.token);
    expect(page.order!.steps[3]).toEqual({
      key: "handover",
      label: "Verzonden",
      state: "current",
      trackingUrl: link,
    });
    expect(markup(page)).toContain(`href="${link}"`);

    const cancelled = await acceptedOrder(db(), { actorId: suite.actorId });
    await moveOrder({ actorId: suite.actorId, role: "admin", quoteId: cancelled.id, to: "geannuleerd" });
    const gone = await openPage(cancelled.token);
    expect(gone.order).toMatchObject({ cancelled: true, steps: [] });
    expect(markup(gone)).toContain(orderProgressCopy.cancelled);
    expect(gone.stateMessage).toBe("Je hebt deze offerte geaccepteerd, maar de bestelling is geannuleerd.");
  });

  it("shows no order on a quote that is not accepted", async () => {
    const { token } = await acceptedOrder(db(), { actorId: suite.actorId });
    expect((await openPage(token)).order).not.toBeNull();
    const leadId = await createLead(db());
    const open = await sentQuote(db(), { actorId: suite.actorId, leadId, now: new Date() });
    expect((await openPage(open.token)).order).toBeNull();
  });

  it("puts the order's state beside the accepted quote on the customer's dashboard", async () => {
    const { id, email, number } = await acceptedOrder(db(), { actorId: suite.actorId });
    const jar = await customerAccount(db(), email);
    const dashboard = () => dashboardQuote(jar, id);
    expect(await dashboard()).toMatchObject({
      number,
      statusLabel: "Geaccepteerd",
      orderLabel: "Wacht op betaling",
    });
    await receivePrepayment(db(), id, { actorId: suite.actorId });
    await staff(id, "in productie");
    expect((await dashboard()).orderLabel).toBe("In productie");
  });
});
