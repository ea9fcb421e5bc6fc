// One order, one state, on PGlite and PostgreSQL: the staff's order page and the customer's quote page as the server
// renders them, after "Markeer als ontvangen" (no "Wacht op betaling" beside "Betaald"), at "Klaar om op te halen"
// (the customer reads that it is ready, with the shop's address, not "gaan voor je aan de slag") and after
// delivery (no "Geldig tot" on the page or on /dashboard: validity is for a quote still to be answered).
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/orders-state-texts-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import OrderPage, { action as orderAction, loader as orderLoader } from "~/routes/employee-dashboard.order";
import QuotePage, { loader as quoteLoader } from "~/routes/offerte";
import { moveOrder } from "~/server/workflows/order-moved.server";
import { describeEachDatabase } from "../helpers/db";
import { routeMarkup } from "../helpers/route-markup";
import { contextFor, freshIp } from "../leads/helpers";
import { useQuoteDatabase } from "../quotes/fixtures";
import { get, postForm, run, staffJar } from "../quotes/staff-helpers";
import { acceptedOrder, customerAccount, dashboardQuote } from "./fixtures";
import { SHOP_LEGAL_DETAILS } from "../helpers/shop-details";

/** The shop's address as the pages write it (the test setup sets the legal details). */
const SHOP_ADDRESS = `${SHOP_LEGAL_DETAILS.SITE_STREET}, ${SHOP_LEGAL_DETAILS.SITE_POSTAL_CODE} ${SHOP_LEGAL_DETAILS.SITE_CITY}`;

const ORIGIN = "https://www.printshop-breda.nl";

/** Tags dropped and entities decoded: what a person reads. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

async function customerPage(token: string): Promise<string> {
  const url = new URL(`${ORIGIN}/offerte/${token}`);
  const request = new Request(url, {
    headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36" },
  });
  const loaderData = await quoteLoader({
    request,
    url,
    params: { token },
    context: contextFor(freshIp()),
  } as never);
  return textOf(await routeMarkup(QuotePage as never, { loaderData }, url.href));
}

describeEachDatabase("an order's state in words", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;
  let employee: Awaited<ReturnType<typeof staffJar>>;
  beforeAll(async () => {
    employee = await staffJar(suite.database, `medewerker-teksten-${kind}@example.nl`);
  }, 120_000);

  const path = (id: string) => `/employee-dashboard/orders/${id}`;
  async function staffPage(id: string): Promise<string> {
    const answer = await run(orderLoader, get(employee.jar, path(id)), { quoteId: id });
    expect(answer.status).toBe(200);
    return textOf(await routeMarkup(OrderPage as never, { loaderData: answer.data }, `${ORIGIN}${path(id)}`));
  }
  const move = (quoteId: string, to: string) =>
    moveOrder({ actorId: suite.actorId, role: "employee", quoteId, to });

  it("says paid once the prepayment is marked received, on the staff's and the customer's page", async () => {
    const { id, token } = await acceptedOrder(db(), { actorId: suite.actorId });
    let staff = await staffPage(id);
    expect(staff).toContain("Wacht op betaling");
    expect(staff).toContain("Nog niet betaald");
    let customer = await customerPage(token);
    expect(customer).toContain(
      "Je hebt deze offerte geaccepteerd. Zodra je betaling binnen is, gaan we voor je aan de slag.",
    );

    const marked = await run(
      orderAction,
      postForm(employee.jar, path(id), { intent: "markReceived", confirm: "on" }),
      { quoteId: id },
    );
    expect(marked.status).toBe(303);
    staff = await staffPage(id);
    expect(staff).toContain("Betaald, klaar voor productie");
    expect(staff).not.toContain("Wacht op betaling");
    customer = await customerPage(token);
    expect(customer).toContain(
      "Je hebt deze offerte geaccepteerd en we hebben je betaling ontvangen. We plannen je bestelling nu in.",
    );
    expect(customer).not.toContain("Wacht op betaling");
  });

  it("tells the customer a ready order can be picked up, and shows no validity once delivered", async () => {
    const { id, token, email } = await acceptedOrder(db(), { actorId: suite.actorId });
    // Before acceptance the page had a validity; the accepted order's page has none.
    const accepted = await customerPage(token);
    expect(accepted).not.toContain("Geldig tot");
    await run(orderAction, postForm(employee.jar, path(id), { intent: "markReceived", confirm: "on" }), {
      quoteId: id,
    });
    await move(id, "in productie");
    expect(await customerPage(token)).toContain(
      "Je bestelling is in productie. We laten je weten wanneer hij klaar is.",
    );

    await move(id, "klaar om op te halen");
    const ready = await customerPage(token);
    expect(ready).toContain(
      `Je bestelling is klaar om op te halen bij ons op ${SHOP_ADDRESS}. Je bent welkom tijdens onze openingstijden.`,
    );
    expect(ready).toContain("Maandag t/m vrijdag: 10:00 - 17:00");
    expect(ready).not.toContain("aan de slag");
    expect(await staffPage(id)).toContain("Klaar om op te halen");

    await move(id, "afgeleverd");
    const delivered = await customerPage(token);
    expect(delivered).toContain(
      "Je hebt deze offerte geaccepteerd en je bestelling is afgeleverd. Bedankt voor je opdracht!",
    );
    expect(delivered).not.toContain("Geldig tot");
    expect(delivered).not.toContain("aan de slag");
    expect(await staffPage(id)).not.toContain("Geldig tot");

    // The customer's dashboard: the order's state, no validity.
    const jar = await customerAccount(db(), email);
    expect(await dashboardQuote(jar, id)).toMatchObject({
      orderLabel: "Afgeleverd",
      validUntil: null,
    });
  });

  it("labels a paid order waiting for production on the customer's dashboard", async () => {
    const { id, email } = await acceptedOrder(db(), { actorId: suite.actorId });
    await run(orderAction, postForm(employee.jar, path(id), { intent: "markReceived", confirm: "on" }), {
      quoteId: id,
    });
    const jar = await customerAccount(db(), email);
    expect((await dashboardQuote(jar, id)).orderLabel).toBe("Betaald, wordt ingepland");
  });
});
