// The proof before the press (docs/proofs.md) on PGlite and PostgreSQL: each upload a new version with its
// previews (a PDF's pages rendered) and the customer's mail; only the latest version can be approved; two approvals
// at once record one; production is refused until the latest proof is approved or waived; the ready date counts
// from the approval (cut-off hour); the reminder is sent once across two instances.
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/proofs-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { orderMoveCopy } from "~/content/orders";
import { auditLog, outbox, proofDecisions, proofVersions } from "~/server/db/schema.server";
import { proofStateFor, versionByToken, versionsOf } from "~/server/proofs/store.server";
import { getStorage } from "~/server/storage.server";
import { moveOrder } from "~/server/workflows/order-moved.server";
import { sendProofReminders } from "~/server/workflows/proof-reminder.server";
import { decideProof, proofCopy, waiveProof } from "~/server/workflows/proofs.server";
import { describeEachDatabase } from "../helpers/db";
import { acceptedOrder, eventsOf, orderOf, receivePrepayment } from "../orders/fixtures";
import { secondInstance, useQuoteDatabase } from "../quotes/fixtures";
import { pdfBytes, pngBytes, proofTokenMailedTo, uploadedProof } from "./fixtures";

describeEachDatabase("proofs", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;
  let png: Buffer;
  beforeAll(async () => {
    png = await pngBytes();
  });

  const order = (over: { acceptedAt?: Date } = {}) =>
    acceptedOrder(db(), { actorId: suite.actorId, proof: "none", ...over });
  const upload = (
    quoteId: string,
    extra: { now?: Date; bytes?: Buffer; pdf?: boolean; note?: string } = {},
  ) => uploadedProof(db(), { actorId: suite.actorId, quoteId, bytes: png, ...extra });
  const approve = (token: string, versionId: string, now?: Date) =>
    decideProof({ token, versionId, kind: "approved", name: "Sanne de Vries", ip: "203.0.113.9", now }, db());
  const decisions = (versionId: string) =>
    db().select().from(proofDecisions).where(eq(proofDecisions.versionId, versionId));

  it("stores each upload as the next version with its previews, and mails the customer a secret link", async () => {
    const { id, email } = await order();
    expect(await upload(id, { note: "Let op de kleur van het logo." })).toEqual({ ok: true, version: 1 });
    const token = await proofTokenMailedTo(db(), email);
    const opened = (await versionByToken(token, db()))!;
    expect(opened).toMatchObject({ quoteId: id, version: 1, note: "Let op de kleur van het logo." });
    expect(opened.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(opened.previews).toHaveLength(1);
    expect(opened.previews[0]).toMatchObject({ width: 600, height: 400, zoomWidth: 600 });
    expect(await getStorage().read(opened.previews[0]!.key)).not.toBeNull();
    // Checked at upload as a visitor's file is: a 600 × 400 RGB image, for staff to see on the proof card.
    expect(opened.artworkReport).toMatchObject({ level: "warning" });
    const messages = opened.artworkReport!.findings.map((f) => f.message).join("\n");
    expect(messages).toContain("Het bestand is in RGB (de kleuren van een scherm).");
    expect(messages).toContain("600 × 400 pixels. Geschikt tot ca. 10 × 7 cm bij 150 dpi.");
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, "proof.ready")));
    expect(mail!.subject).toMatch(/^Je drukproef voor bestelling OFF-\d{4}-\d{4} staat klaar$/);
    expect(mail!.text).toContain("Let op de kleur van het logo.");
    expect(await proofStateFor(await orderOf(db(), id), db())).toEqual({ kind: "waiting", version: 1 });

    // A PDF of two pages: two previews, rendered on the server.
    expect(await upload(id, { pdf: true, bytes: await pdfBytes() })).toEqual({ ok: true, version: 2 });
    const [latest] = await versionsOf(id, db());
    expect(latest!.version).toBe(2);
    expect(latest!.previews).toHaveLength(2);
    expect(latest!.previews[0]!.zoomWidth).toBeGreaterThan(latest!.previews[0]!.width);
    expect((await eventsOf(db(), id)).filter((e) => e.kind === "proof")).toHaveLength(2);
  });

  it("refuses a file that is no image or PDF, and keeps nothing", async () => {
    const { id } = await order();
    const result = await uploadedProof(db(), {
      actorId: suite.actorId,
      quoteId: id,
      bytes: Buffer.from("%PDF-1.4 kapot"),
      pdf: true,
    });
    expect(result).toMatchObject({ ok: false, status: 400, field: "file" });
    expect(await db().select().from(proofVersions).where(eq(proofVersions.quoteId, id))).toEqual([]);
  });

  it("lets only the latest version be approved: an older form changes nothing", async () => {
    const { id, email } = await order();
    await upload(id);
    const oldToken = await proofTokenMailedTo(db(), email);
    const v1 = (await versionByToken(oldToken, db()))!;
    await upload(id);
    const v2 = (await versionsOf(id, db()))[0]!;
    // The old page's form (version 1) is stale, even through the old link.
    expect(await approve(oldToken, v1.id)).toEqual({ ok: false, status: 409, message: proofCopy.stale });
    expect(await decisions(v1.id)).toEqual([]);
    // The old link may answer the latest version (its page shows it).
    expect(await approve(oldToken, v2.id)).toMatchObject({ ok: true });
    expect((await decisions(v2.id)).map((d) => [d.kind, d.name, d.fileSha256])).toEqual([
      ["approved", "Sanne de Vries", v2.fileSha256],
    ]);
    const [decision] = await decisions(v2.id);
    expect(decision!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(decision!.ipHash).not.toContain("203.0.113.9");
    // Empty name: the Dutch message, nothing stored.
    expect(
      await decideProof({ token: oldToken, versionId: v2.id, kind: "approved", name: " ", ip: null }, db()),
    ).toEqual({ ok: false, status: 400, message: proofCopy.nameRequired, field: "name" });
    // A change on an approved proof is refused.
    expect(
      await decideProof(
        { token: oldToken, versionId: v2.id, kind: "change_requested", comment: "Toch groter", ip: null },
        db(),
      ),
    ).toEqual({ ok: false, status: 409, message: proofCopy.alreadyApproved });
    const staffMails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "proof.decision"), eq(outbox.to, "winkel@example.test")));
    expect(staffMails.some((m) => m.subject.endsWith("v2 goedgekeurd"))).toBe(true);
  });

  it("records a change request with its pin, and mails the shop", async () => {
    const { id, email } = await order();
    await upload(id);
    const token = await proofTokenMailedTo(db(), email);
    const v1 = (await versionByToken(token, db()))!;
    const asked = await decideProof(
      {
        token,
        versionId: v1.id,
        kind: "change_requested",
        comment: "Het logo mag groter.",
        pin: { x: 0.25, y: 0.4 },
        ip: "203.0.113.9",
      },
      db(),
    );
    expect(asked).toMatchObject({ ok: true });
    expect((await decisions(v1.id)).map((d) => [d.kind, d.comment, d.pinX, d.pinY])).toEqual([
      ["change_requested", "Het logo mag groter.", 0.25, 0.4],
    ]);
    expect((await proofStateFor(await orderOf(db(), id), db())).kind).toBe("changes");
    const staffMails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "proof.decision"), eq(outbox.to, "winkel@example.test")));
    const number = (await orderOf(db(), id)).number!;
    const staffMail = staffMails.find((m) => m.subject === `Wijziging gevraagd op drukproef ${number} v1`);
    expect(staffMail!.text).toContain("Het logo mag groter.");
  });

  it("records one approval when two tabs approve at once", async () => {
    const { id, email } = await order();
    await upload(id);
    const token = await proofTokenMailedTo(db(), email);
    const v1 = (await versionByToken(token, db()))!;
    const other = secondInstance(suite.database);
    try {
      const answers = await Promise.all([
        approve(token, v1.id),
        decideProof({ token, versionId: v1.id, kind: "approved", name: "Sanne", ip: null }, other.db),
      ]);
      expect(answers.filter((a) => a.ok && !("already" in a && a.already))).toHaveLength(1);
      expect(answers).toContainEqual({ ok: true, already: true });
    } finally {
      await other.close();
    }
    expect(await decisions(v1.id)).toHaveLength(1);
    expect(
      (await db().select().from(auditLog).where(eq(auditLog.targetId, id))).filter(
        (a) => a.action === "proof.decision",
      ),
    ).toHaveLength(1);
  });

  it("refuses production until the latest proof is approved, and counts the ready date from the approval", async () => {
    const { id } = await order();
    // Paid on Monday 7 December 2026.
    await receivePrepayment(db(), id, { actorId: suite.actorId, now: new Date("2026-12-07T10:00:00+01:00") });
    // No date from the payment: the approval counts it, so the customer is never told one that then moves.
    expect((await orderOf(db(), id)).readyBy).toBeNull();
    const move = () =>
      moveOrder({ actorId: suite.actorId, role: "employee", quoteId: id, to: "in productie" });
    const refused = { ok: false, reason: "no-proof", status: 409, message: orderMoveCopy.noProof };
    expect(await move()).toEqual(refused);
    await upload(id, { now: new Date("2026-12-07T11:00:00+01:00") });
    expect(await move()).toEqual(refused);
    const [v1] = await versionsOf(id, db());
    const token = await proofTokenMailedTo(db(), (await orderOf(db(), id)).customerEmail);
    await decideProof(
      { token, versionId: v1!.id, kind: "change_requested", comment: "Andere kleur", ip: null },
      db(),
    );
    expect(await move()).toEqual(refused);
    expect((await orderOf(db(), id)).orderStatus).toBe("wacht op betaling");

    // Version 2 approved on Wednesday 9 December at 15:00 (before 16:00): nine working days from that day.
    await upload(id, { now: new Date("2026-12-08T11:00:00+01:00") });
    const [v2] = await versionsOf(id, db());
    expect(await approve(token, v2!.id, new Date("2026-12-09T15:00:00+01:00"))).toEqual({
      ok: true,
      readyBy: "2026-12-22",
    });
    expect((await orderOf(db(), id)).readyBy).toBe("2026-12-22");
    expect(await move()).toEqual({ ok: true, status: "in productie" });
    expect((await orderOf(db(), id)).readyBy).toBe("2026-12-22");
  });

  it("counts an approval after the cut-off hour from the next working day", async () => {
    const { id, email } = await order();
    await receivePrepayment(db(), id, { actorId: suite.actorId, now: new Date("2026-12-07T10:00:00+01:00") });
    await upload(id);
    const token = await proofTokenMailedTo(db(), email);
    const v1 = (await versionByToken(token, db()))!;
    expect(await approve(token, v1.id, new Date("2026-12-09T17:00:00+01:00"))).toEqual({
      ok: true,
      readyBy: "2026-12-23",
    });
  });

  it("waives the proof only when staff tick the reorder box, and records who and when", async () => {
    const { id } = await order();
    expect(await waiveProof({ actorId: suite.actorId, quoteId: id, confirmed: false }, db())).toEqual({
      ok: false,
      status: 400,
      message: proofCopy.waiveUnticked,
      field: "confirm",
    });
    expect((await orderOf(db(), id)).proofWaivedAt).toBeNull();
    const at = new Date("2026-12-07T10:00:00+01:00");
    expect(await waiveProof({ actorId: suite.actorId, quoteId: id, confirmed: true, now: at }, db())).toEqual(
      {
        ok: true,
      },
    );
    expect(await orderOf(db(), id)).toMatchObject({ proofWaivedAt: at, proofWaivedBy: suite.actorId });
    expect(await waiveProof({ actorId: suite.actorId, quoteId: id, confirmed: true }, db())).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("reminds the customer once after two working days, across two instances", async () => {
    const { id, email } = await order();
    // Uploaded on Monday 7 December 2026 at 10:00: due on Wednesday the 9th.
    await upload(id, { now: new Date("2026-12-07T10:00:00+01:00") });
    const reminders = () =>
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, "proof.reminder")));
    await sendProofReminders(new Date("2026-12-08T12:00:00+01:00"), db());
    expect(await reminders()).toHaveLength(0);
    const due = new Date("2026-12-09T12:00:00+01:00");
    const other = secondInstance(suite.database);
    try {
      const rounds = await Promise.all([
        sendProofReminders(due, db()),
        sendProofReminders(due, other.db),
        sendProofReminders(due, db()),
      ]);
      expect(rounds.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await other.close();
    }
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Herinnering: je drukproef voor bestelling OFF-/);
    expect(sent[0]!.text).toMatch(/\/drukproef\/[A-Za-z0-9_-]{43}/);
    await sendProofReminders(new Date("2026-12-10T12:00:00+01:00"), db());
    expect(await reminders()).toHaveLength(1);
  });
});
