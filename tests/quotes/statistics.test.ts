// Which channel brings revenue, on PGlite and PostgreSQL: the statistics page sums the quotes accepted in the
// period (Amsterdam days, by the moment of acceptance) per marketing source and per form of the lead they answered;
// declined, open and earlier acceptances do not count, an anonymized quote still does.
import { afterAll, beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/quotes-statistics-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { rm } from "node:fs/promises";
import { DEFAULT_RETENTION } from "~/lib/retention";
import { visitStatistics } from "~/server/analytics/stats.server";
import { outbox, quoteRequests, quotes } from "~/server/db/schema.server";
import { declineQuote } from "~/server/workflows/quote-closed.server";
import { acceptedQuoteValue } from "~/server/quotes/statistics.server";
import { applyRetention } from "~/server/retention/retention.server";
import { getStorage } from "~/server/storage.server";
import { describeEachDatabase } from "../helpers/db";
import { acceptedQuote, createLead, quoteLine, sentQuote, useQuoteDatabase } from "./fixtures";

const at = (iso: string) => new Date(iso);
const APRIL = { from: "2026-04-01", to: "2026-04-30", days: 30, preset: null };
const SENT = at("2026-03-25T09:00:00Z");
/** Valid through the period, so every acceptance in it is allowed. */
const fields = { validUntil: "2026-06-30" };

afterAll(() => rm(process.env.DATA_DIR!, { recursive: true, force: true }));

describeEachDatabase("accepted quote value per channel", (kind) => {
  const suite = useQuoteDatabase(kind);
  beforeEach(async () => {
    for (const table of [quotes, outbox, quoteRequests]) await suite.database.db.delete(table);
  });

  /** A lead from `source` through `form`, its quote of `euros` (excl. 21% VAT) accepted at `acceptedAt`. */
  async function won(source: string | null, form: "modal" | "quick", euros: number, acceptedAt: Date) {
    const { database, actorId } = suite;
    const leadId = await createLead(database.db, { source, form });
    const lines = [quoteLine({ quantity: 1, unitPriceCents: euros * 100 })];
    return acceptedQuote(database.db, { actorId, leadId, lines, fields, now: SENT, acceptedAt });
  }

  it("sums the accepted value per source and per form, in the period of acceptance", async () => {
    const { database, actorId } = suite;
    await won("instagram", "modal", 1000, at("2026-04-02T10:00:00Z")); // € 1.210,00
    await won("instagram", "quick", 500, at("2026-04-15T10:00:00Z")); // € 605,00
    await won("google", "modal", 2000, at("2026-04-30T21:59:00Z")); // 23:59 on 30 April: € 2.420,00
    await won(null, "quick", 100, at("2026-04-10T10:00:00Z")); // lead without a known visit: € 121,00
    // Made from a phone call, without a lead.
    await acceptedQuote(database.db, {
      actorId,
      email: "telefoon@example.nl",
      fields,
      lines: [quoteLine({ quantity: 1, unitPriceCents: 30_000 })],
      now: SENT,
      acceptedAt: at("2026-04-20T10:00:00Z"),
    }); // € 363,00
    // Not in April: accepted at 00:30 on 1 May (Amsterdam), and on 31 March.
    await won("google", "modal", 9000, at("2026-04-30T22:30:00Z"));
    await won("instagram", "modal", 9000, at("2026-03-31T12:00:00Z"));
    // Declined and open quotes bring nothing.
    const declined = await sentQuote(database.db, {
      actorId,
      leadId: await createLead(database.db, { source: "facebook" }),
      now: SENT,
    });
    expect(
      await declineQuote({ token: declined.token, reason: null, now: at("2026-04-03T10:00:00Z") }),
    ).toEqual({
      ok: true,
    });
    await sentQuote(database.db, {
      actorId,
      leadId: await createLead(database.db, { source: "facebook" }),
      now: SENT,
    });

    const value = await acceptedQuoteValue(APRIL, database.db);
    expect(value).toEqual({
      accepted: 5,
      grossCents: 121_000 + 60_500 + 242_000 + 12_100 + 36_300,
      bySource: [
        { key: "google", label: "Google", accepted: 1, grossCents: 242_000 },
        { key: "instagram", label: "Instagram", accepted: 2, grossCents: 181_500 },
        { key: "onbekend", label: "Onbekend", accepted: 1, grossCents: 12_100 },
        {
          key: "zonder-aanvraag",
          label: "Zonder aanvraag (telefoon of e-mail)",
          accepted: 1,
          grossCents: 36_300,
        },
      ],
      byForm: [
        { key: "Offerteformulier", label: "Offerteformulier", accepted: 2, grossCents: 363_000 },
        { key: "Snelle offerte", label: "Snelle offerte", accepted: 2, grossCents: 72_600 },
        {
          key: "zonder-aanvraag",
          label: "Zonder aanvraag (telefoon of e-mail)",
          accepted: 1,
          grossCents: 36_300,
        },
      ],
    });
    // The statistics page gets the same figures beside its visits and leads.
    expect((await visitStatistics(APRIL, database.db)).quotes).toEqual(value);
    // March has the one accepted on 31 March.
    expect(await acceptedQuoteValue({ from: "2026-03-01", to: "2026-03-31" }, database.db)).toMatchObject({
      accepted: 1,
      grossCents: 1_089_000,
      bySource: [{ key: "instagram", accepted: 1 }],
    });
  });

  it("keeps counting an accepted quote after retention anonymized it", async () => {
    const { database } = suite;
    await won("tiktok", "modal", 250, at("2026-04-08T10:00:00Z"));
    const later = new Date(Date.now() + 90 * 31 * 24 * 3600_000);
    expect((await applyRetention(database.db, getStorage(), DEFAULT_RETENTION, later)).quotesAnonymized).toBe(
      1,
    );
    expect((await acceptedQuoteValue(APRIL, database.db)).bySource).toEqual([
      { key: "tiktok", label: "TikTok", accepted: 1, grossCents: 30_250 },
    ]);
  });
});
