// Orders as the browser tests make them: a quote staff send from a lead, accepted by its customer over plain form
// posts and its prepayment marked received on the order page; and axe on a staff page with the signed-in staff
// member's session.
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { acceptanceForm } from "../tests/helpers/quote-editor-form";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./helpers";
import { sendQuoteFromLead } from "./quote-helpers";
import { newClient } from "./staff-helpers";

/** A quote sent by staff and accepted by its customer over plain form posts: an order waiting for its prepayment. */
export async function acceptedOrder(
  playwright: Parameters<typeof newClient>[0],
  admin: APIRequestContext,
  leadId: string,
  customer: { name: string; email: string },
) {
  const { staffPath, path } = await sendQuoteFromLead(admin, leadId, customer);
  const quoteId = staffPath.split("/").at(-1)!;
  const visitor = await newClient(playwright);
  const accepted = await visitor.post(path, {
    // A quote from a web request has no address: the billing address is given with the acceptance.
    form: acceptanceForm(customer.name),
    maxRedirects: 0,
  });
  expect(accepted.headers().location).toContain("melding=geaccepteerd");
  await visitor.dispose();
  return { quoteId, path };
}

/** The number of the (first) invoice on an order's staff page, from its "Facturen" card. */
export async function invoiceNumberOf(page: Page, quoteId: string): Promise<string> {
  await page.goto(`/employee-dashboard/orders/${quoteId}`);
  const card = page.getByRole("heading", { name: "Facturen" }).locator("..");
  const link = card.getByRole("link", { name: /^Factuur F\d{4}-\d{4} \(pdf\)$/ });
  return /F\d{4}-\d{4}/.exec((await link.textContent()) ?? "")![0];
}

/**
 * A quote sent by staff and accepted by its customer over plain form posts, its prepayment marked received. Its
 * proof is waived ("geen drukproef nodig") before the payment, so production may start and the ready date counts
 * from the payment, as these specs expect; e2e/proof.spec.ts walks the proof itself (`proof: "needed"`).
 */
export async function paidOrder(
  playwright: Parameters<typeof newClient>[0],
  admin: APIRequestContext,
  leadId: string,
  customer: { name: string; email: string },
  options: { proof?: "waived" | "needed" } = {},
) {
  const { quoteId, path } = await acceptedOrder(playwright, admin, leadId, customer);
  if (options.proof !== "needed") await waiveProof(admin, quoteId);
  const marked = await admin.post(`/employee-dashboard/orders/${quoteId}`, {
    form: { intent: "markReceived", confirm: "on" },
    maxRedirects: 0,
  });
  expect(marked.status()).toBe(303);
  return { quoteId, path };
}

/** Staff tick "geen drukproef nodig" on the order page (a reorder of an approved design). */
export async function waiveProof(admin: APIRequestContext, quoteId: string) {
  const waived = await admin.post(`/employee-dashboard/orders/${quoteId}`, {
    form: { intent: "waiveProof", confirm: "on" },
    maxRedirects: 0,
  });
  expect(waived.status()).toBe(302);
}

/** axe runs as a script: the same page in a context of the same signed-in staff member with JavaScript on. */
export async function expectAccessibleAs(
  browser: Browser,
  context: BrowserContext,
  path: string,
  width?: number,
) {
  const withScript = await browser.newContext({
    storageState: await context.storageState(),
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: true,
    ...(width ? { viewport: { width, height: 915 } } : {}),
  });
  try {
    const page = await withScript.newPage();
    await page.goto(path);
    await expectNoAxeViolations(page);
  } finally {
    await withScript.close();
  }
}
