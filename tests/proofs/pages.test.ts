// The proof's pages through their routes, on PGlite and PostgreSQL: the staff's upload (multipart) and the
// "Drukproef" card with versions, decisions and pins; the waiver behind its tick; the customer's page without
// JavaScript (the latest version, the ready date, both forms, an older version replaced), its answers as 303s and
// its refusals in Dutch, the previews behind the link and nothing for a stranger.
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/proofs-pages-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { proofPageCopy } from "~/content/proof-page";
import { staffOrdersCopy } from "~/content/orders";
import { action as proofAction, loader as proofLoader } from "~/routes/drukproef";
import { loader as proofFileLoader } from "~/routes/drukproef.file";
import { action as orderAction, loader as orderLoader } from "~/routes/employee-dashboard.order";
import { action as uploadAction } from "~/routes/employee-dashboard.order-proof";
import { loader as staffFileLoader } from "~/routes/employee-dashboard.order-proof-file";
import { proofFormCopy } from "~/lib/proofs/forms";
import type { Jar } from "../auth/client";
import { describeEachDatabase } from "../helpers/db";
import { contextFor, freshIp } from "../leads/helpers";
import { acceptedOrder, orderOf } from "../orders/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";
import { get, postForm, run, staffJar } from "../quotes/staff-helpers";
import { pngBytes, proofTokenMailedTo } from "./fixtures";

type OrderPage = Awaited<ReturnType<typeof orderLoader>>;
type ProofPage = Awaited<ReturnType<typeof proofLoader>>;
const ORIGIN = "http://localhost";

describeEachDatabase("the proof's pages", (kind) => {
  const suite = useQuoteDatabase(kind);
  let employee: Awaited<ReturnType<typeof staffJar>>;
  const db = () => suite.database.db;
  beforeAll(async () => {
    employee = await staffJar(suite.database, `medewerker-proofs-${kind}@example.nl`);
  }, 120_000);

  const path = (id: string) => `/employee-dashboard/orders/${id}`;
  const orderPage = (id: string, query = "") =>
    run<OrderPage>(orderLoader, get(employee.jar, `${path(id)}${query}`), { quoteId: id });
  async function upload(jar: Jar, id: string, file: Buffer, name: string, note = "") {
    const form = new FormData();
    form.set("note", note);
    form.set("file", new Blob([new Uint8Array(file)]), name);
    const body = new Request(`${ORIGIN}/x`, { method: "POST", body: form });
    const bytes = new Uint8Array(await body.arrayBuffer());
    const request = jar.request(`${path(id)}/drukproef`, {
      method: "POST",
      headers: {
        "content-type": body.headers.get("content-type")!,
        "content-length": String(bytes.byteLength),
        origin: ORIGIN,
      },
      body: bytes,
    });
    return run<{ formError?: string }>(uploadAction, request, { quoteId: id });
  }
  const customer = (token: string, query = "", ip = freshIp()) => {
    const request = new Request(`${ORIGIN}/drukproef/${token}${query}`);
    return proofLoader({
      request,
      url: new URL(request.url),
      params: { token },
      context: contextFor(ip),
    } as never) as Promise<ProofPage>;
  };
  const answer = (token: string, fields: Record<string, string>) =>
    run<{ formError?: string; fieldErrors?: Record<string, string> }>(
      (a: never) => proofAction({ ...(a as object), context: contextFor(freshIp()) } as never),
      postForm(null, `/drukproef/${token}`, fields),
      { token },
    );

  it("uploads a proof from the order page, shows it to the customer and records a change with a pin", async () => {
    const { id, email } = await acceptedOrder(db(), { actorId: suite.actorId, proof: "none" });
    let page = await orderPage(id);
    expect(page.data.proof).toMatchObject({
      label: "Drukproef: nog niet geüpload",
      canUpload: true,
      canWaive: true,
    });

    // Not an image: refused in Dutch, nothing stored.
    const refused = await upload(employee.jar, id, Buffer.from("hallo"), "proef.txt");
    expect(refused.status).toBe(400);
    expect(refused.data.formError).toMatch(/wordt niet geaccepteerd/);

    const png = await pngBytes(800, 500);
    const uploaded = await upload(employee.jar, id, png, "proef.png", "Kleur volgens huisstijl.");
    expect([uploaded.status, uploaded.location]).toEqual([
      302,
      `${path(id)}?melding=drukproef-geupload#drukproef`,
    ]);
    page = await orderPage(id, "?melding=drukproef-geupload");
    expect(page.data.notice).toBe(staffOrdersCopy.proofUploaded);
    expect(page.data.proof!.label).toBe("Drukproef: wacht op klant");
    expect(page.data.headline).toBe("Wacht op betaling");
    const [v1] = page.data.proof!.versions;
    expect(v1).toMatchObject({ version: 1, latest: true, note: "Kleur volgens huisstijl." });
    // The card carries the artwork check of the upload (an RGB image: a warning with its fix).
    expect(v1!.artworkReport?.level).toBe("warning");
    expect(v1!.artworkReport?.findings.map((f) => f.message)).toContain(
      "Het bestand is in RGB (de kleuren van een scherm). We drukken in CMYK, dus felle kleuren kunnen iets doffer uitvallen.",
    );
    const staffImage = await run(staffFileLoader, get(employee.jar, v1!.pages[0]!.src), {
      quoteId: id,
      versionId: v1!.id,
      file: "1.webp",
    });
    expect(staffImage.response!.headers.get("content-type")).toBe("image/webp");

    // The customer's page: the version large, the ready date, both forms.
    const token = await proofTokenMailedTo(db(), email);
    const view = await customer(token);
    expect(view).toMatchObject({ version: 1, replaced: false, open: true, state: "waiting" });
    expect(view.pages[0]).toMatchObject({ width: 800, height: 500 });
    expect(view.readySentence).toMatch(
      /^Keur je (vandaag vóór 16:00|nu) goed, dan is het klaar op \d+ \w+ \d{4}\.$/,
    );
    const file = await proofFileLoader({
      request: new Request(`${ORIGIN}${view.pages[0]!.zoomSrc}`),
      params: { token, versionId: view.versionId, file: "1-groot.webp" },
      context: contextFor(freshIp()),
    } as never);
    expect([file.status, file.headers.get("cache-control")]).toEqual([
      200,
      "private, max-age=86400, immutable",
    ]);

    // A change without a comment: the Dutch message; with one and a tap on the image (no JavaScript): stored.
    const empty = await answer(token, { intent: "change", versionId: view.versionId, comment: " " });
    expect(empty.status).toBe(400);
    expect(empty.data.fieldErrors).toEqual({ comment: proofFormCopy.commentRequired });
    const asked = await answer(token, {
      intent: "change",
      versionId: view.versionId,
      comment: "Logo iets groter.",
      pinX: "",
      pinY: "",
      "pin.x": "80",
      "pin.y": "100",
    });
    expect([asked.status, asked.location]).toEqual([303, `/drukproef/${token}?melding=wijziging`]);
    page = await orderPage(id);
    expect(page.data.proof!.label).toBe("Drukproef: wijziging gevraagd");
    expect(page.data.proof!.versions[0]!.decisions).toMatchObject([
      { kind: "change_requested", comment: "Logo iets groter.", pin: { x: 0.25, y: 0.5 } },
    ]);

    // Version 2: the old link says it is replaced and offers the latest; the latest is approved by name.
    await upload(employee.jar, id, png, "proef-2.png");
    const old = await customer(token, "?versie=1");
    expect(old).toMatchObject({ replaced: true, open: false, latestVersion: 2 });
    const latest = await customer(token, "?versie=2");
    expect(latest).toMatchObject({ version: 2, open: true });
    const stale = await answer(token, {
      intent: "approve",
      versionId: old.versionId,
      name: "Sanne de Vries",
    });
    expect(stale.status).toBe(409);
    const approved = await answer(token, {
      intent: "approve",
      versionId: latest.versionId,
      name: "Sanne de Vries",
    });
    expect(approved.status).toBe(303);
    const after = await customer(token, "?melding=akkoord");
    expect(after.notice).toBe(proofPageCopy.approvedNotice);
    expect(after.approvedText).toMatch(/^Goedgekeurd op .+ door Sanne de Vries\.$/);
    expect((await orderPage(id)).data.proof!.label).toMatch(/^Drukproef: goedgekeurd op /);
  });

  it("waives the proof only with the tick, and answers a stranger's link with 404", async () => {
    const { id } = await acceptedOrder(db(), { actorId: suite.actorId, proof: "none" });
    const unticked = await run<{ fieldErrors?: Record<string, string> }>(
      orderAction,
      postForm(employee.jar, path(id), { intent: "waiveProof" }),
      { quoteId: id },
    );
    expect(unticked.status).toBe(400);
    expect(unticked.data.fieldErrors).toEqual({ confirm: proofFormCopy.waiveUnticked });
    expect((await orderOf(db(), id)).proofWaivedAt).toBeNull();
    const ticked = await run(
      orderAction,
      postForm(employee.jar, path(id), { intent: "waiveProof", confirm: "on" }),
      {
        quoteId: id,
      },
    );
    expect([ticked.status, ticked.location]).toEqual([302, `${path(id)}?melding=drukproef`]);
    expect((await orderOf(db(), id)).proofWaivedBy).toBe(employee.id);
    expect((await orderPage(id)).data.proof!.label).toBe("Drukproef: niet nodig");

    await expect(customer("A".repeat(43))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
