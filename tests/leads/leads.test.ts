// Lead capture end to end on the server: route actions → stored rows → outbox, on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "5";
  process.env.LEAD_MIN_FILL_MS = "3000";
});

import { loader as slotsLoader } from "~/routes/api.appointment-slots";
import {
  appointmentRequests,
  b2bRegistrations,
  outbox,
  quoteRequests,
  rateLimits,
} from "~/server/db/schema.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { collectLogLines } from "../helpers/log-lines";
import { contextFor, freshIp, futureWeekday, post, quoteModalFields, startedLongAgo } from "./helpers";
import { appointmentAction, partnershipAction, quickQuoteAction, quoteAction } from "./lead-actions";

/** Calls the slots loader as React Router does: the request plus its normalised `url`. */
const loadSlots = (href: string) =>
  slotsLoader({
    request: new Request(href),
    url: new URL(href),
    context: contextFor("1.1.1.1"),
    params: {},
  } as never);

const modalFields = () => quoteModalFields();

describeEachDatabase("lead capture", (kind) => {
  const database = useTestDatabase(kind);
  const log = collectLogLines();
  beforeEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(quoteRequests);
    await database.db.delete(appointmentRequests);
    await database.db.delete(b2bRegistrations);
    await database.db.delete(rateLimits);
  });

  describe("quote modal (POST /api/offerte)", () => {
    it("stores every field and queues a shop notification and a Dutch confirmation", async () => {
      const res = await post(quoteAction, "/api/offerte", modalFields());
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, next: "/bedankt?verstuurd=quote" });

      const rows = await database.db.select().from(quoteRequests);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        form: "modal",
        status: "nieuw",
        isSpam: false,
        name: "Jan de Vries",
        email: "jan@example.com",
        phone: "06 12345678",
        company: "Bakkerij De Vries",
        service: "voertuigbelettering",
        description: "Belettering voor twee bestelbussen",
        deliveryMethod: "shipping",
        deliveryLocation: "Tilburg",
      });

      const mails = await database.db.select().from(outbox).orderBy(outbox.kind);
      expect(mails.map((m) => [m.kind, m.to, m.replyTo, m.status])).toEqual([
        ["quote.modal.confirmation", "jan@example.com", null, "pending"],
        ["quote.modal.shop", "winkel@example.test", "jan@example.com", "pending"],
      ]);
      const shop = mails.find((m) => m.kind.endsWith("shop"))!;
      for (const value of [
        "Jan de Vries",
        "06 12345678",
        "Bakkerij De Vries",
        // The dialog's label for the service (the site's service card "Belettering").
        "Dienst: Belettering",
        "Tilburg",
      ])
        expect(shop.text).toContain(value);
      expect(shop.text).toContain("Buiten Breda - Verzending (€8 tot €100 besteding)");
      const confirmation = mails.find((m) => m.kind.endsWith("confirmation"))!;
      expect(confirmation.subject).toBe("Je offerteaanvraag bij Printshop Breda");
      // The reply time follows the opening hours (tests/leads/follow-up.test.ts sets the clock).
      expect(confirmation.text).toMatch(
        /We nemen (vandaag|morgen|\p{L}+dag \d+ \p{L}+) vóór \d{2}:\d{2} contact met je op\./u,
      );
    });

    it("drops the delivery location unless shipping is chosen and stores empty optionals as null", async () => {
      const res = await post(quoteAction, "/api/offerte", {
        ...modalFields(),
        phone: "",
        company: "",
        description: "",
        delivery_method: "pickup_delivery",
        delivery_location: "Tilburg",
      });
      expect(res.status).toBe(200);
      const [row] = await database.db.select().from(quoteRequests);
      expect(row).toMatchObject({
        phone: null,
        company: null,
        description: null,
        deliveryMethod: "pickup_delivery",
        deliveryLocation: null,
      });
    });

    it("escapes what the visitor typed in the HTML mail", async () => {
      await post(quoteAction, "/api/offerte", { ...modalFields(), name: '<img src=x onerror="alert(1)">' });
      const [shop] = await database.db.select().from(outbox).where(eq(outbox.kind, "quote.modal.shop"));
      expect(shop!.html).not.toContain("<img");
      expect(shop!.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    });

    it.each([
      [{ name: "" }, "Fout", "Vul alle verplichte velden in"],
      [{ email: "" }, "Fout", "Vul alle verplichte velden in"],
      [{ service: "" }, "Fout", "Vul alle verplichte velden in"],
      [{ email: "jan@example" }, "Fout", "Voer een geldig e-mailadres in."],
      [{ service: "raketten" }, "Fout", "Kies een dienst uit de lijst."],
      [{ delivery_method: "drone" }, "Fout", "Kies een bezorgoptie uit de lijst."],
      [{ name: "x".repeat(101) }, "Fout", "Naam is te lang (maximaal 100 tekens)."],
      [{ description: "x".repeat(5001) }, "Fout", "Omschrijving is te lang (maximaal 5000 tekens)."],
    ])("refuses %o with 400 and a Dutch message, storing nothing", async (override, title, description) => {
      const res = await post(quoteAction, "/api/offerte", { ...modalFields(), ...override });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ ok: false, title, description });
      expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
      expect(await database.db.select().from(outbox)).toHaveLength(0);
    });

    it("refuses a request without the fields at all", async () => {
      const res = await post(quoteAction, "/api/offerte", {});
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ title: "Fout", description: "Vul alle verplichte velden in" });
    });
  });

  describe("malformed and abusive requests", () => {
    it("answers a non-form body with 415", async () => {
      const res = await post(
        quoteAction,
        "/api/offerte",
        {},
        {
          body: JSON.stringify(modalFields()),
          headers: { "content-type": "application/json", accept: "application/json" },
        },
      );
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ title: "Ongeldig formulier" });
    });

    it("answers an oversized body with 413 before reading it", async () => {
      const res = await post(quoteAction, "/api/offerte", modalFields(), {
        headers: { "content-length": String(200_000) },
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ title: "Formulier te groot" });
    });

    it("refuses a file upload and a garbled multipart body with 400", async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(modalFields())) form.set(k, v);
      form.set("_js", "1");
      form.set("bijlage", new Blob(["x"]), "x.txt");
      const withFile = await post(quoteAction, "/api/offerte", {}, { body: form });
      expect(withFile.status).toBe(400);

      const garbled = await post(
        quoteAction,
        "/api/offerte",
        {},
        {
          body: "--zzz\r\nnonsense",
          headers: { "content-type": "multipart/form-data; boundary=abc", accept: "application/json" },
        },
      );
      expect(garbled.status).toBe(400);
      expect(await garbled.json()).toMatchObject({ title: "Ongeldig formulier" });
      expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
    });

    it("treats a filled honeypot as spam: same success answer, stored as spam, no mail", async () => {
      const res = await post(quoteAction, "/api/offerte", {
        ...modalFields(),
        website: "https://spam.example",
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, title: "Succes!" });
      const [row] = await database.db.select().from(quoteRequests);
      expect(row!.isSpam).toBe(true);
      expect(row!.spamReason).toBe("honeypot");
      expect(await database.db.select().from(outbox)).toHaveLength(0);
      expect(log.take("lead held by a bot trap")).toMatchObject([{ form: "quote", trap: "honeypot" }]);
    });

    it("treats a form sent faster than the minimum fill time as spam", async () => {
      const res = await post(quoteAction, "/api/offerte", { ...modalFields(), _t: "500" });
      expect(res.status).toBe(200);
      const [row] = await database.db.select().from(quoteRequests);
      expect(row!.isSpam).toBe(true);
      // Held for review, not thrown away: a person whose browser autofilled the form may have sent it.
      expect(row!.spamReason).toBe("time-trap");
      expect(await database.db.select().from(outbox)).toHaveLength(0);
      expect(log.take("lead held by a bot trap")).toMatchObject([{ form: "quote", trap: "time-trap" }]);
    });

    it("limits one IP to LEAD_RATE_LIMIT_PER_MINUTE submissions across all forms, with a Dutch 429", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await post(quoteAction, "/api/offerte", modalFields(), { ip })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const limited = await post(
        quickQuoteAction,
        "/api/snelle-offerte",
        { name: "A", email: "a@b.nl", phone: "1" },
        { ip },
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({
        title: "Te veel aanvragen",
        description: expect.stringContaining(
          "Probeer het over een minuut opnieuw of bel ons direct: 076 000 0000",
        ),
      });
      expect(await database.db.select().from(quoteRequests)).toHaveLength(5);
      // Another visitor is not affected.
      expect((await post(quoteAction, "/api/offerte", modalFields())).status).toBe(200);
      const keys = (await database.db.select().from(rateLimits)).map((r) => r.key);
      if (kind === "pglite") {
        // The embedded database belongs to this process: the count is kept in memory, nothing is written.
        expect(keys).toEqual([]);
      } else {
        // The table holds no raw IPs.
        expect(keys).toHaveLength(2);
        expect(keys.join(" ")).not.toContain(ip);
      }
    });
  });

  describe("without JavaScript (plain form posts)", () => {
    it("redirects to /bedankt on success", async () => {
      const res = await post(
        quickQuoteAction,
        "/api/snelle-offerte",
        { name: "An", email: "an@example.com", phone: "0612" },
        { json: false },
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/bedankt?verstuurd=quick");
      expect(await database.db.select().from(quoteRequests)).toHaveLength(1);
    });

    it("redirects back to the form with an error code", async () => {
      const res = await post(
        quickQuoteAction,
        "/api/snelle-offerte",
        { name: "An", email: "an@example.com" },
        {
          json: false,
          referer: "http://localhost/diensten?x=1",
        },
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/diensten?formulier=quick&fout=velden#contact");
    });

    it("never redirects to another site", async () => {
      const res = await post(
        partnershipAction,
        "/api/partner",
        {},
        { json: false, referer: "https://evil.example/x" },
      );
      expect(res.headers.get("location")).toBe("/?formulier=partnership&fout=velden#zakelijk-partner");
    });

    it("never redirects off-site through a same-origin Referer whose path starts with // or /\\", async () => {
      for (const referer of [
        "http://localhost//evil.example/x",
        "http://localhost/\\evil.example/x",
        "http://localhost/%2F%2Fevil.example",
      ]) {
        const res = await post(partnershipAction, "/api/partner", {}, { json: false, referer });
        const location = res.headers.get("location") ?? "";
        expect(location.startsWith("/")).toBe(true);
        expect(location.startsWith("//")).toBe(false);
        expect(new URL(location, "http://localhost").host).toBe("localhost");
      }
    });

    it("refuses a NUL byte in any text field with a Dutch 400 and stores nothing", async () => {
      const res = await post(quoteAction, "/api/offerte", {
        name: "Jan\u0000",
        email: "jan@example.nl",
        service: "stickers",
        _t: startedLongAgo(),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ ok: false, title: "Ongeldig formulier" });
      expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
    });
  });

  describe("quick quote (POST /api/snelle-offerte)", () => {
    it("defaults the service to Kledingbedrukking and the description to a quick-quote request", async () => {
      const res = await post(quickQuoteAction, "/api/snelle-offerte", {
        name: "An",
        email: "an@example.com",
        phone: "0612345678",
        description: "",
        _t: startedLongAgo(),
      });
      expect(res.status).toBe(200);
      const [row] = await database.db.select().from(quoteRequests);
      expect(row).toMatchObject({
        form: "quick",
        service: "Kledingbedrukking",
        description: "Snelle offerte aanvraag voor Kledingbedrukking",
        company: null,
      });
      expect((await database.db.select().from(outbox)).map((m) => m.kind).sort()).toEqual([
        "quote.quick.confirmation",
        "quote.quick.shop",
      ]);
    });

    it.each([
      [{ phone: "" }, "Gegevens vereist", "We hebben je naam, email en telefoonnummer nodig voor contact."],
      [{ name: " " }, "Gegevens vereist", "We hebben je naam, email en telefoonnummer nodig voor contact."],
      [{ email: "an@@example" }, "Ongeldig e-mailadres", "Voer een geldig e-mailadres in."],
      [{ email: "an example@x.nl" }, "Ongeldig e-mailadres", "Voer een geldig e-mailadres in."],
      [{ service: "Raketten" }, "Controleer je gegevens", "Kies een dienst uit de lijst."],
    ])("refuses %o", async (override, title, description) => {
      const res = await post(quickQuoteAction, "/api/snelle-offerte", {
        name: "An",
        email: "an@example.com",
        phone: "0612345678",
        ...override,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ ok: false, title, description });
      expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
    });
  });

  describe("appointments (POST /api/afspraak)", () => {
    const appointment = (date = futureWeekday(2), time = "10:30") => ({
      name: "Sanne",
      email: "sanne@example.com",
      company: "",
      phone: "",
      preferred_date: date,
      preferred_time: time,
      message: "Over werkkleding",
      _t: startedLongAgo(),
    });

    it("stores the request and queues two mails, each with an .ics invite in Amsterdam time", async () => {
      const date = futureWeekday(2);
      const res = await post(appointmentAction, "/api/afspraak", appointment(date, "14:00"));
      expect(res.status).toBe(200);
      const [row] = await database.db.select().from(appointmentRequests);
      expect(row).toMatchObject({
        preferredDate: date,
        preferredTime: "14:00",
        company: null,
        phone: null,
        message: "Over werkkleding",
        status: "nieuw",
      });
      const mails = await database.db.select().from(outbox).orderBy(outbox.kind);
      expect(mails.map((m) => [m.kind, m.to])).toEqual([
        ["appointment.confirmation", "sanne@example.com"],
        ["appointment.shop", "winkel@example.test"],
      ]);
      const invite = mails[0]!.attachments![0]!;
      expect(invite.filename).toBe("afspraak.ics");
      const month = Number(date.slice(5, 7));
      // 14:00 in Amsterdam is 12:00 UTC in summer time, 13:00 UTC in winter time.
      const utcHour = month >= 4 && month <= 9 ? "12" : month >= 11 || month <= 2 ? "13" : "1[23]";
      expect(invite.content).toMatch(new RegExp(`DTSTART:${date.replace(/-/g, "")}T${utcHour}0000Z`));
      expect(mails[0]!.subject).toContain("om 14:00");
    });

    it("offers only free slots and refuses to book a taken one with 409", async () => {
      const date = futureWeekday(3);
      const slotsUrl = `http://localhost/api/afspraak/tijden?datum=${date}`;
      const before = await (await loadSlots(slotsUrl)).json();
      expect(before.slots).toHaveLength(13);

      expect((await post(appointmentAction, "/api/afspraak", appointment(date, "11:00"))).status).toBe(200);
      const after = await (await loadSlots(slotsUrl)).json();
      expect(after.slots).not.toContain("11:00");
      expect(after.slots).toHaveLength(12);

      const again = await post(appointmentAction, "/api/afspraak", {
        ...appointment(date, "11:00"),
        email: "ander@example.com",
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        title: "Dit tijdslot is net geboekt. Kies een ander tijdstip.",
      });
      expect(await database.db.select().from(appointmentRequests)).toHaveLength(1);
      expect(await database.db.select().from(outbox)).toHaveLength(2);
    });

    it("lets exactly one of two simultaneous bookings of the same slot through", async () => {
      const date = futureWeekday(4, 3);
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          post(appointmentAction, "/api/afspraak", {
            ...appointment(date, "15:30"),
            email: `p${i}@example.com`,
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const rows = await database.db.select().from(appointmentRequests);
      expect(rows).toHaveLength(1);
      // Only the winner's mails are queued: the losers' transactions rolled back.
      const mails = await database.db.select().from(outbox);
      expect(mails).toHaveLength(2);
      expect(mails.every((m) => m.to === rows[0]!.email || m.to === "winkel@example.test")).toBe(true);
    });

    it("does not let a spam booking block the slot", async () => {
      const date = futureWeekday(5);
      expect(
        (await post(appointmentAction, "/api/afspraak", { ...appointment(date, "10:00"), website: "x" }))
          .status,
      ).toBe(200);
      expect((await post(appointmentAction, "/api/afspraak", appointment(date, "10:00"))).status).toBe(200);
      const rows = await database.db.select().from(appointmentRequests);
      expect(rows.map((r) => r.isSpam).sort()).toEqual([false, true]);
      expect(await database.db.select().from(outbox)).toHaveLength(2);
    });

    it.each([
      [{ preferred_date: "" }, "Vul alle verplichte velden in"],
      [{ preferred_time: "" }, "Vul alle verplichte velden in"],
      [{ name: "" }, "Vul alle verplichte velden in"],
      [{ preferred_date: futureWeekday(2, 6) }, "Kies een andere datum"],
      [{ preferred_date: futureWeekday(2, 0) }, "Kies een andere datum"],
      [{ preferred_date: "2020-01-06" }, "Kies een andere datum"],
      [{ preferred_date: "2030-02-31" }, "Kies een andere datum"],
      [{ preferred_date: "morgen" }, "Kies een andere datum"],
      [{ preferred_time: "09:30" }, "Kies een ander tijdstip"],
      [{ preferred_time: "16:30" }, "Kies een ander tijdstip"],
      [{ preferred_time: "10:15" }, "Kies een ander tijdstip"],
    ])("refuses %o with 400", async (override, title) => {
      const res = await post(appointmentAction, "/api/afspraak", { ...appointment(), ...override });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ ok: false, title });
      expect(await database.db.select().from(appointmentRequests)).toHaveLength(0);
    });

    it("answers a bad date query of the slots endpoint with 400", async () => {
      const res = await loadSlots("http://localhost/api/afspraak/tijden?datum=gisteren");
      expect(res.status).toBe(400);
      const weekend = await loadSlots(`http://localhost/api/afspraak/tijden?datum=${futureWeekday(2, 6)}`);
      expect(await weekend.json()).toMatchObject({ slots: [] });
    });
  });

  describe("partnership (POST /api/partner)", () => {
    it("stores the registration with empty optionals as null and queues two mails", async () => {
      const res = await post(partnershipAction, "/api/partner", {
        company_name: "Sportclub Breda",
        contact_person: "Piet",
        email: "piet@example.com",
        phone: "",
        employees: "",
        print_volume: "",
        _t: startedLongAgo(),
      });
      expect(res.status).toBe(200);
      const [row] = await database.db.select().from(b2bRegistrations);
      expect(row).toMatchObject({
        companyName: "Sportclub Breda",
        contactPerson: "Piet",
        email: "piet@example.com",
        phone: null,
        employees: null,
        printVolume: null,
        isSpam: false,
      });
      const mails = await database.db.select().from(outbox).orderBy(outbox.kind);
      expect(mails.map((m) => [m.kind, m.to])).toEqual([
        ["partnership.confirmation", "piet@example.com"],
        ["partnership.shop", "winkel@example.test"],
      ]);
    });

    it("refuses missing required fields with the spec's message", async () => {
      const res = await post(partnershipAction, "/api/partner", {
        company_name: "X",
        contact_person: "",
        email: "",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        title: "Verplichte velden ontbreken",
        description: "Vul alsjeblieft alle verplichte velden in.",
      });
      expect(await database.db.select().from(b2bRegistrations)).toHaveLength(0);
    });
  });
});
