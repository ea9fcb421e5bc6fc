// What a visitor hears after sending a form: one reply time in the toast, on /bedankt and in the mail (by the
// opening hours), "je" throughout, the customer mail on a confirmed work-wear order, the updated calendar invite
// on a confirmed or cancelled appointment, and tidy plain-text mails.
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "50";
  process.env.LEAD_MIN_FILL_MS = "3000";
});

import type { OrderSummary } from "~/lib/leads/thanks";
import { loader as thanksLoader } from "~/routes/bedankt";
import {
  appointmentRequests,
  outbox,
  quoteRequests,
  rateLimits,
  workwearOrders,
} from "~/server/db/schema.server";
import { changeLeadStatus } from "~/server/leads/status-change.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { staffAccount } from "../helpers/accounts";
import { futureWeekday, post, shownCatalogue, startedLongAgo } from "./helpers";
import { appointmentAction, orderAction, quickQuoteAction, quoteAction } from "./lead-actions";

const quoteFields = (extra: Record<string, string> = {}) => ({
  name: "Jan de Vries",
  email: "jan@example.com",
  phone: "06 12345678",
  company: "",
  service: "stickers",
  description: "Stickers voor de bus",
  delivery_method: "pickup_delivery",
  delivery_location: "",
  website: "",
  _t: startedLongAgo(),
  ...extra,
});

const orderFields = (extra: Record<string, string> = {}) => ({
  name: "Eva Jansen",
  company: "Hoveniers Jansen",
  email: "eva@example.com",
  phone: "06 12345678",
  delivery_method: "pickup_delivery",
  logo_position: "borst-links",
  technique: "embroidery",
  product_1: "polo",
  size_1: "M",
  color_1: "zwart",
  quantity_1: "3",
  ...shownCatalogue(),
  website: "",
  _t: startedLongAgo(),
  ...extra,
});

/** The value of one property of an .ics text (unfolded). */
const icsField = (ics: string, name: string) =>
  new RegExp(`\\r\\n${name}:([^\\r]*)\\r\\n`).exec(ics.replace(/\r\n /g, ""))?.[1];

/** Calls /bedankt's loader as React Router does; resolves to its data and headers. */
async function thanks(query: string) {
  const request = new Request(`http://localhost/bedankt${query}`);
  const result = (await thanksLoader({ request, url: new URL(request.url), params: {} } as never)) as {
    data: { sent: { form: string; reply: string; order: OrderSummary | null } | null };
    init?: { headers?: HeadersInit };
  };
  return { data: result.data, headers: new Headers(result.init?.headers) };
}

describeEachDatabase("after a form is sent", (kind) => {
  const database = useTestDatabase(kind);
  let staffId: string;
  beforeAll(async () => {
    staffId = await staffAccount("staf-follow-up@example.nl");
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(quoteRequests);
    await database.db.delete(appointmentRequests);
    await database.db.delete(workwearOrders);
    await database.db.delete(rateLimits);
  });
  afterEach(() => vi.useRealTimers());

  const mailsOfKind = async (kind: string) =>
    database.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.createdAt));

  it("promises the reply clock's due time in the toast, the mail and /bedankt: Monday after a Friday evening, today in the morning", async () => {
    // Friday 27 November 2026, 19:00 in Amsterdam: closed until Monday.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T18:00:00Z") });
    const evening = await post(quickQuoteAction, "/api/snelle-offerte", quoteFields({ service: "Stickers" }));
    expect(await evening.json()).toEqual({
      ok: true,
      code: "ok",
      title: "Offerte aanvraag ontvangen",
      description: "We bellen je maandag 30 november vóór 12:00.",
      next: "/bedankt?verstuurd=quick",
    });
    const [mail] = await mailsOfKind("quote.quick.confirmation");
    expect(mail!.text).toContain(
      "Bedankt voor je offerteaanvraag. We bellen je maandag 30 november vóór 12:00.",
    );
    expect(mail!.text).not.toContain("vandaag");
    expect((await thanks("?verstuurd=quick")).data.sent?.reply).toBe(
      "We bellen je maandag 30 november vóór 12:00.",
    );

    // Monday 30 November, 11:00: two business hours on, today.
    vi.setSystemTime(new Date("2026-11-30T10:00:00Z"));
    const morning = await post(quickQuoteAction, "/api/snelle-offerte", quoteFields({ service: "Stickers" }));
    expect(await morning.json()).toMatchObject({ description: "We bellen je vandaag vóór 13:00." });
    expect((await thanks("?verstuurd=quick")).data.sent?.reply).toBe("We bellen je vandaag vóór 13:00.");
  });

  it("says the quote modal's toast with je and the same due time as the mail", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T12:00:00Z") }); // Saturday
    const res = await post(quoteAction, "/api/offerte", quoteFields());
    expect(await res.json()).toMatchObject({
      title: "Succes!",
      description:
        "Je offerteaanvraag is verzonden. We nemen maandag 30 november vóór 12:00 contact met je op.",
      next: "/bedankt?verstuurd=quote",
    });
    const [mail] = await mailsOfKind("quote.modal.confirmation");
    expect(mail!.subject).toBe("Je offerteaanvraag bij Printshop Breda");
    expect(mail!.text).toContain("We nemen maandag 30 november vóór 12:00 contact met je op.\nJe gegevens:");
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(/\b(u|uw|Uw|U)\b/);
  });

  it("leaves the delivery address out of both mails for pickup and writes a blank line after the greeting", async () => {
    await post(quoteAction, "/api/offerte", quoteFields());
    const [confirmation] = await mailsOfKind("quote.modal.confirmation");
    const [shop] = await mailsOfKind("quote.modal.shop");
    for (const mail of [confirmation!, shop!]) {
      expect(mail.text).toContain("Levering: Breda - Ophalen/Brengen door ons mogelijk");
      expect(mail.text).not.toContain("Leverlocatie");
      expect(mail.html).not.toContain("Leverlocatie");
    }
    expect(confirmation!.text.startsWith("Beste Jan de Vries,\n\nBedankt voor je offerteaanvraag.")).toBe(
      true,
    );

    // Shipping keeps the address.
    await database.db.delete(outbox);
    await post(
      quoteAction,
      "/api/offerte",
      quoteFields({ delivery_method: "shipping", delivery_location: "Tilburg" }),
    );
    const [shipped] = await mailsOfKind("quote.modal.confirmation");
    expect(shipped!.text).toContain("Leverlocatie: Tilburg");
  });

  it("mails the customer with the lines and the total when the shop confirms a work-wear order", async () => {
    const res = await post(orderAction, "/api/werkkleding-bestelling", orderFields());
    const { next } = (await res.json()) as { next: string };
    const [order] = await database.db.select().from(workwearOrders);
    expect(next).toBe(`/bedankt?verstuurd=workwear&bestelling=${order!.id}`);
    const [received] = await mailsOfKind("workwear.confirmation");
    expect(received!.text).not.toContain("Leverlocatie");
    expect(received!.text.startsWith("Beste Eva Jansen,\n\n")).toBe(true);

    const result = await changeLeadStatus({
      actorId: staffId,
      type: "workwear",
      id: order!.id,
      to: "bevestigd",
    });
    expect(result).toMatchObject({ ok: true, mailed: true });
    const [confirmed] = await mailsOfKind("workwear.confirmed");
    expect(confirmed).toMatchObject({ to: "eva@example.com", status: "pending" });
    expect(confirmed!.subject).toBe("Je bestelling werkkleding bij Printshop Breda is bevestigd");
    expect(confirmed!.text).toContain(
      "Beste Eva Jansen,\n\nGoed nieuws: we hebben je bestelling werkkleding bevestigd",
    );
    expect(confirmed!.text).toContain("Polo | M | Zwart | 3 | €\u00a013,95 | Staffelprijs | €\u00a041,85");
    expect(confirmed!.text).toContain("Totaal | 3 stuks | €\u00a041,85");

    // Marked delivered by mistake and set back: the customer is not told again.
    await changeLeadStatus({ actorId: staffId, type: "workwear", id: order!.id, to: "gewonnen" });
    const back = await changeLeadStatus({
      actorId: staffId,
      type: "workwear",
      id: order!.id,
      to: "bevestigd",
    });
    expect(back).toMatchObject({ ok: true, mailed: false });
    expect(await mailsOfKind("workwear.confirmed")).toHaveLength(1);
  });

  it("sends the updated invite when an appointment is confirmed and when it is cancelled", async () => {
    const fields = {
      name: "Sanne",
      email: "sanne@example.com",
      preferred_date: futureWeekday(2),
      preferred_time: "10:30",
      website: "",
      _t: startedLongAgo(),
    };
    expect((await post(appointmentAction, "/api/afspraak", fields)).status).toBe(200);
    const [row] = await database.db.select().from(appointmentRequests);
    const [request] = await mailsOfKind("appointment.confirmation");
    const first = request!.attachments![0]!;
    expect(request!.subject.startsWith("Je afspraakverzoek bij Printshop Breda")).toBe(true);
    expect(icsField(first.content, "SEQUENCE")).toBe("0");
    expect(icsField(first.content, "STATUS")).toBe("TENTATIVE");
    const uid = icsField(first.content, "UID");
    expect(uid).toBe(`${row!.id}@www.printshop-breda.example`);

    await changeLeadStatus({
      actorId: staffId,
      type: "appointment",
      id: row!.id,
      to: "bevestigd",
      columns: { meetingKind: "video", meetingUrl: "https://meet.example.com/abc" },
    });
    const [confirmed] = await mailsOfKind("appointment.confirmed");
    const update = confirmed!.attachments![0]!;
    expect(update.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(icsField(update.content, "METHOD")).toBe("REQUEST");
    expect(icsField(update.content, "UID")).toBe(uid);
    expect(icsField(update.content, "SEQUENCE")).toBe("1");
    expect(icsField(update.content, "STATUS")).toBe("CONFIRMED");
    // The invite says what the mail says: the video link.
    expect(icsField(update.content, "LOCATION")).toBe("Videogesprek: https://meet.example.com/abc");
    expect(confirmed!.text).toContain("via deze link: https://meet.example.com/abc");
    expect(icsField(update.content, "DTSTART")).toBe(icsField(first.content, "DTSTART"));

    await changeLeadStatus({ actorId: staffId, type: "appointment", id: row!.id, to: "geannuleerd" });
    const [cancelled] = await mailsOfKind("appointment.cancelled");
    const cancel = cancelled!.attachments![0]!;
    expect(cancel.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(icsField(cancel.content, "METHOD")).toBe("CANCEL");
    expect(icsField(cancel.content, "UID")).toBe(uid);
    expect(icsField(cancel.content, "SEQUENCE")).toBe("2");
    expect(icsField(cancel.content, "STATUS")).toBe("CANCELLED");
  });

  it("tells /bedankt which form was sent and, for a fresh work-wear order, its lines, never from the cache", async () => {
    const plain = await post(orderAction, "/api/werkkleding-bestelling", orderFields(), { json: false });
    expect(plain.status).toBe(303);
    const location = plain.headers.get("location")!;
    const [order] = await database.db.select().from(workwearOrders);
    expect(location).toBe(`/bedankt?verstuurd=workwear&bestelling=${order!.id}`);

    const page = await thanks(location.slice("/bedankt".length));
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data.sent?.form).toBe("workwear");
    expect(page.data.sent?.order).toEqual({
      lines: [
        {
          article: "3 × Polo",
          detail: "Maat M · Zwart · €\u00a013,95 per stuk (staffelprijs)",
          amount: "€\u00a041,85",
        },
      ],
      pieces: "3 stuks",
      total: "€\u00a041,85",
    });

    // An hour later the address no longer shows the order; made-up values show the general page.
    await database.db
      .update(workwearOrders)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(workwearOrders.id, order!.id));
    expect((await thanks(location.slice("/bedankt".length))).data.sent?.order).toBeNull();
    expect((await thanks("")).data.sent).toBeNull();
    expect((await thanks("?verstuurd=toString")).data.sent).toBeNull();
    expect((await thanks("?verstuurd=workwear&bestelling=abc")).data.sent?.order).toBeNull();

    const quick = await post(quickQuoteAction, "/api/snelle-offerte", quoteFields({ service: "Stickers" }), {
      json: false,
    });
    expect(quick.headers.get("location")).toBe("/bedankt?verstuurd=quick");
  });
});
