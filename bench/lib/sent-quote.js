// A sent quote for the benchmarks and browser tests, made the way the shop makes one: a visitor's quote request
// through the public form, "Offerte maken" on the lead's staff page, the editor's form with the lines, "Versturen";
// the customer's link is read from the mail the server wrote (no SMTP: .eml files under DATA_DIR/mail).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
// The editor's form is the browser tests' own (Node runs TypeScript as it is).
import { quoteEditorForm, quoteTokenIn } from "../../tests/helpers/quote-editor-form.ts";
import { startProductionServer } from "./server.js";
import { createAdminIn, form, signInAsStaff } from "./staff.js";

const ADMIN = { email: "bench-offerte@example.test", password: "bench-offerte-wachtwoord" };

/**
 * The token `tokenIn` finds in the newest .eml under `mailDir` to `email` (quoted-printable soft breaks removed),
 * waiting up to 15 s for the mail: the outbox delivers after the request has answered.
 */
export async function tokenFromMail(mailDir, email, tokenIn) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = await readdir(mailDir).catch(() => []);
    for (const file of files.sort().reverse()) {
      const text = (await readFile(path.join(mailDir, file), "utf8")).replace(/=\r?\n/g, "");
      const token = text.includes(email) ? tokenIn(text) : undefined;
      if (token) return token;
    }
    if (Date.now() > deadline) throw new Error(`no mail with the link to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts the production server (bench/lib/server.js) with one sent quote; returns the server, the customer's
 * path to it (/offerte/{token}), the customer, the quote's id and the signed-in staff's request function, for
 * the steps that follow (bench/lib/proof-page.js).
 */
export async function startServerWithSentQuote({ port }) {
  const server = await startProductionServer({ port, prepare: (dataDir) => createAdminIn(dataDir, ADMIN) });
  try {
    const customer = { name: "Sanne de Vries", email: "sanne@bench.example" };
    const visitor = await fetch(`${server.url}/api/offerte`, {
      method: "POST",
      body: form({
        ...customer,
        phone: "0612345678",
        service: "kledingbedrukking",
        description: "25 shirts met logo",
      }),
      redirect: "manual",
    });
    // A refused form answers 303 too, back to the dialog with ?fout=… (e.g. a service the dialog no longer offers).
    if (visitor.status !== 303 || visitor.headers.get("location")?.includes("fout="))
      throw new Error(`quote request refused: ${visitor.status} ${visitor.headers.get("location")}`);
    const request = await signInAsStaff(server.url, ADMIN);
    const inbox = await (await request(`/employee-dashboard?q=${encodeURIComponent(customer.email)}`)).text();
    const leadId = /\/employee-dashboard\/leads\/quote\/([0-9a-f-]{36})/.exec(inbox)?.[1];
    if (!leadId) throw new Error("the quote request is not in the inbox");
    const made = await request(`/employee-dashboard/leads/quote/${leadId}`, {
      method: "POST",
      body: form({ intent: "quote" }),
    });
    const quotePath = made.headers.get("location");
    if (!quotePath?.startsWith("/employee-dashboard/offertes/"))
      throw new Error("no quote made from the lead");
    const sent = await request(quotePath, { method: "POST", body: form(quoteEditorForm(customer)) });
    if (!sent.headers.get("location")?.includes("melding=verstuurd"))
      throw new Error(`the quote was not sent: ${sent.status}`);
    const token = await tokenFromMail(path.join(server.dataDir, "mail"), customer.email, quoteTokenIn);
    const quoteId = quotePath.split("/").at(-1);
    return { server, quotePath: `/offerte/${token}`, quoteId, customer, staff: request };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
