// A person's proofs in an AVG request, on PGlite and PostgreSQL: the export holds each version of their order
// with the decisions and comments; an order kept for the fiscal duty keeps its proof (the record of what was
// approved); once the quote is anonymized the typed names, comments, IP hashes and the files are gone.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/proofs-avg-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { erasePerson } from "~/server/avg/erasure.server";
import { exportData, renderExport } from "~/server/avg/export-document.server";
import { lookupPerson } from "~/server/avg/lookup.server";
import { proofDecisions, proofVersions } from "~/server/db/schema.server";
import { getRetentionSettings } from "~/server/env.server";
import { applyRetention } from "~/server/retention/retention.server";
import { getStorage } from "~/server/storage.server";
import { decideProof } from "~/server/workflows/proofs.server";
import { createAdmin } from "../avg/seed";
import { describeEachDatabase } from "../helpers/db";
import { acceptedOrder } from "../orders/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";
import { pngBytes, proofTokenMailedTo, uploadedProof } from "./fixtures";

describeEachDatabase("proofs in AVG requests", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;

  it("exports the proof with its comments, keeps it with a kept order and drops it at anonymizing", async () => {
    const { id, email } = await acceptedOrder(db(), { actorId: suite.actorId, proof: "none" });
    await uploadedProof(db(), { actorId: suite.actorId, quoteId: id, bytes: await pngBytes() });
    const token = await proofTokenMailedTo(db(), email);
    const [version] = await db().select().from(proofVersions).where(eq(proofVersions.quoteId, id));
    await decideProof(
      {
        token,
        versionId: version!.id,
        kind: "change_requested",
        comment: "Zet mijn naam Sanne groter",
        pin: { x: 0.5, y: 0.5 },
        ip: "203.0.113.7",
      },
      db(),
    );

    const person = await lookupPerson(db(), email);
    const quote = person.quotes.find((q) => q.id === id)!;
    expect(quote.proofs).toMatchObject([
      {
        version: 1,
        fileSha256: version!.fileSha256,
        decisions: [
          { kind: "change_requested", comment: "Zet mijn naam Sanne groter", pin: { x: 0.5, y: 0.5 } },
        ],
      },
    ]);
    const html = renderExport(
      await exportData(person, getStorage(), "REF-1", new Date()),
      person,
      "Printshop",
    );
    expect(html).toContain("Drukproef versie 1");
    expect(html).toContain("Zet mijn naam Sanne groter");

    // Erased now: the accepted order is kept for the fiscal duty, and its proof with it.
    const admin = await createAdmin(db());
    expect(await erasePerson(db(), getStorage(), admin, email)).toMatchObject({ ok: true });
    expect(
      await db().select().from(proofDecisions).where(eq(proofDecisions.versionId, version!.id)),
    ).toHaveLength(1);
    expect(await getStorage().read(version!.fileKey)).not.toBeNull();

    // Years later, past the retention of won orders: anonymized, the proof's personal parts and files go.
    const later = new Date(Date.now() + 12 * 365 * 86_400_000);
    expect(await erasePerson(db(), getStorage(), admin, email, later)).toMatchObject({ ok: true });
    const [decision] = await db()
      .select()
      .from(proofDecisions)
      .where(eq(proofDecisions.versionId, version!.id));
    expect(decision).toMatchObject({
      comment: null,
      name: null,
      ipHash: null,
      fileSha256: version!.fileSha256,
    });
    expect(await getStorage().read(version!.fileKey)).toBeNull();
    expect(await getStorage().read(version!.previews[0]!.key)).toBeNull();
  });

  it("drops a proof's names, comments and files when retention anonymizes its order", async () => {
    const { id, email } = await acceptedOrder(db(), { actorId: suite.actorId, proof: "none" });
    await uploadedProof(db(), { actorId: suite.actorId, quoteId: id, bytes: await pngBytes() });
    const token = await proofTokenMailedTo(db(), email);
    const [version] = await db().select().from(proofVersions).where(eq(proofVersions.quoteId, id));
    await decideProof(
      { token, versionId: version!.id, kind: "approved", name: "Sanne de Vries", ip: "203.0.113.7" },
      db(),
    );
    await applyRetention(
      db(),
      getStorage(),
      getRetentionSettings(),
      new Date(Date.now() + 12 * 365 * 86_400_000),
    );
    const [decision] = await db()
      .select()
      .from(proofDecisions)
      .where(eq(proofDecisions.versionId, version!.id));
    expect(decision).toMatchObject({
      kind: "approved",
      name: null,
      ipHash: null,
      fileSha256: version!.fileSha256,
    });
    expect(await getStorage().read(version!.fileKey)).toBeNull();
  });
});
