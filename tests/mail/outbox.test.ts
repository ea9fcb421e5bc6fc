// The outbox worker against a real SMTP server: delivery, retry with backoff after a failure, giving up, .eml files.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LOG_LEVEL = "silent";
  process.env.MAIL_FROM = '"Printshop Breda" <noreply@example.test>';
});

import { countedAsTraffic } from "~/server/http/traffic.server";
import { outbox } from "~/server/db/schema.server";
import { enqueueMail } from "~/server/mail/outbox.server";
import {
  createFileTransport,
  createSmtpTransport as openSmtpTransport,
  type MailTransport,
} from "~/server/mail/transport.server";
import { MAX_ATTEMPTS, processDueMail, retryDelayMs, startOutboxWorker } from "~/server/mail/worker.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { futureWeekday, post, startedLongAgo } from "../leads/helpers";
import { startSmtpServer, type TestSmtpServer } from "./smtp-server";
import { appointmentAction, quoteAction } from "../leads/lead-actions";

const quote = () => ({
  name: "Jan de Vries",
  email: "jan@example.com",
  phone: "0612345678",
  service: "stickers",
  description: "500 stickers rond 5 cm",
  _t: startedLongAgo(),
});

describe("retry delay", () => {
  it("doubles from 30 seconds and caps at one hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(9)).toBe(3_600_000);
  });
});

describeEachDatabase("mail outbox", (kind) => {
  const database = useTestDatabase(kind);
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  /** Pooled transports keep their connections open: each test's are closed after it. */
  const transports: MailTransport[] = [];
  const createSmtpTransport = (url: string, from?: string, poolSize?: number) => {
    const transport = openSmtpTransport(url, from, poolSize);
    transports.push(transport);
    return transport;
  };
  afterEach(() => {
    for (const transport of transports.splice(0)) transport.close?.();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    smtp.received.length = 0;
    smtp.failNext(0);
  });

  it("delivers the shop notification and the visitor confirmation through SMTP", async () => {
    expect((await post(quoteAction, "/api/offerte", quote())).status).toBe(200);
    const result = await processDueMail(database.db, createSmtpTransport(smtp.url));
    expect(result).toEqual({ sent: 2, retried: 0, failed: 0 });

    expect(smtp.received.map((m) => m.to).sort()).toEqual([["jan@example.com"], ["winkel@example.test"]]);
    const shop = smtp.received.find((m) => m.to[0] === "winkel@example.test")!;
    expect(shop.from).toBe("noreply@example.test");
    expect(shop.raw).toMatch(/^Reply-To: jan@example.com/m);
    expect(shop.raw).toMatch(/^Subject: /m);
    // Quoted-printable folds long lines with a soft break ("=" at the end): read the body unfolded.
    expect(shop.raw.replace(/=\r?\n/g, "")).toContain("500 stickers rond 5 cm");
    const rows = await database.db.select().from(outbox);
    expect(rows.every((r) => r.status === "sent" && r.sentAt && r.attempts === 1)).toBe(true);

    // Nothing is sent twice.
    expect(await processDueMail(database.db, createSmtpTransport(smtp.url))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(2);
  });

  it("attaches the .ics invite to appointment mails", async () => {
    const date = futureWeekday(6);
    expect(
      (
        await post(appointmentAction, "/api/afspraak", {
          name: "Sanne",
          email: "sanne@example.com",
          preferred_date: date,
          preferred_time: "10:00",
          _t: startedLongAgo(),
        })
      ).status,
    ).toBe(200);
    await processDueMail(database.db, createSmtpTransport(smtp.url));
    expect(smtp.received).toHaveLength(2);
    for (const mail of smtp.received) {
      expect(mail.raw).toMatch(
        /Content-Type: text\/calendar; charset=utf-8; method=REQUEST; ?\r?\n?\s*name=afspraak\.ics/,
      );
    }
  });

  it("keeps a mail after an SMTP failure and retries it after the backoff", async () => {
    await post(quoteAction, "/api/offerte", quote());
    smtp.failNext(2);
    let clock = Date.now();
    const now = () => new Date(clock);
    const transport = createSmtpTransport(smtp.url);

    expect(await processDueMail(database.db, transport, { now })).toEqual({ sent: 0, retried: 2, failed: 0 });
    const pending = await database.db.select().from(outbox);
    for (const row of pending) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toContain("451");
      expect(row.nextAttemptAt.getTime()).toBe(clock + 30_000);
    }
    // Not due yet: nothing happens.
    clock += 10_000;
    expect(await processDueMail(database.db, transport, { now })).toEqual({ sent: 0, retried: 0, failed: 0 });

    clock += 21_000;
    expect(await processDueMail(database.db, transport, { now })).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    const sent = await database.db.select().from(outbox);
    expect(sent.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
  });

  it("gives up after the last attempt and marks the mail failed", async () => {
    await post(quoteAction, "/api/offerte", quote());
    await database.db.update(outbox).set({ attempts: MAX_ATTEMPTS - 1 });
    smtp.failNext(2);
    expect(await processDueMail(database.db, createSmtpTransport(smtp.url))).toEqual({
      sent: 0,
      retried: 0,
      failed: 2,
    });
    const rows = await database.db.select().from(outbox);
    expect(rows.every((r) => r.status === "failed" && r.attempts === MAX_ATTEMPTS)).toBe(true);
  });

  it("finds a mail due at once, even when the worker looks within the same millisecond", async () => {
    // The worker's clock (milliseconds) against the stored time: a database default would be microseconds later.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date());
      await enqueueMail(database.db, [
        { kind: "test", to: "a@example.com", subject: "x", text: "x", html: "<p>x</p>" },
      ]);
      const result = await processDueMail(database.db, createSmtpTransport(smtp.url));
      expect(result).toEqual({ sent: 1, retried: 0, failed: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("never loses a lead when the mail server is down", async () => {
    const res = await post(quoteAction, "/api/offerte", quote());
    expect(res.status).toBe(200);
    const down = createSmtpTransport("smtp://127.0.0.1:1");
    expect(await processDueMail(database.db, down)).toEqual({ sent: 0, retried: 2, failed: 0 });
    expect(await database.db.select().from(outbox).where(eq(outbox.status, "pending"))).toHaveLength(2);
  });

  it("lets two workers share the queue without sending a mail twice", async () => {
    for (let i = 0; i < 6; i++)
      await post(quoteAction, "/api/offerte", { ...quote(), email: `k${i}@example.com` });
    const transport = createSmtpTransport(smtp.url);
    const [a, b] = await Promise.all([
      processDueMail(database.db, transport),
      processDueMail(database.db, transport),
    ]);
    expect(a.sent + b.sent).toBe(12);
    expect(smtp.received).toHaveLength(12);
    expect(
      new Set(smtp.received.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1] ?? m.raw.slice(0, 400))).size,
    ).toBe(12);
  });

  it("sends a fresh lead right away when the background worker runs (nudge after enqueue)", async () => {
    const worker = startOutboxWorker({
      db: () => database.db,
      transport: createSmtpTransport(smtp.url),
      pollMs: 60_000,
    });
    try {
      await vi.waitFor(async () => expect((await database.db.select().from(outbox)).length).toBe(0));
      await post(quoteAction, "/api/offerte", quote());
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });
    } finally {
      await worker.stop();
    }
  });

  it("holds queued mail while a request is under way and sends it once the traffic pauses", async () => {
    const worker = startOutboxWorker({
      db: () => database.db,
      transport: createSmtpTransport(smtp.url),
      pollMs: 60_000,
    });
    let finishRequest = () => {};
    // A slow request (another visitor's page, say) under way while the lead comes in.
    const slowRequest = countedAsTraffic(() => new Promise<void>((resolve) => (finishRequest = resolve)));
    try {
      await post(quoteAction, "/api/offerte", quote());
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(smtp.received).toHaveLength(0);
      expect(await database.db.$count(outbox, eq(outbox.status, "pending"))).toBe(2);

      finishRequest();
      await slowRequest;
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });
    } finally {
      finishRequest();
      await worker.stop();
    }
  });

  it("sends a burst of 500 queued mails in one run over the pool, each exactly once", async () => {
    const burst = Array.from({ length: 500 }, (_, i) => ({
      kind: "burst",
      to: `klant-${i}@example.com`,
      subject: `Bericht ${i}`,
      text: `Inhoud ${i}`,
      html: "<p>x</p>",
    }));
    await enqueueMail(database.db, burst);
    const started = performance.now();
    const result = await processDueMail(database.db, createSmtpTransport(smtp.url, undefined, 5));
    const seconds = (performance.now() - started) / 1000;

    expect(result).toEqual({ sent: 500, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(500);
    const recipients = new Set(smtp.received.map((m) => m.to[0]));
    expect(recipients.size).toBe(500);
    expect(recipients.has("klant-0@example.com") && recipients.has("klant-499@example.com")).toBe(true);
    expect(await database.db.select().from(outbox).where(eq(outbox.status, "pending"))).toHaveLength(0);
    // The figure for the README: one connection per mail (the transport before pooling) against the pool.
    console.log(`[mail burst, ${kind}] pooled (5 connections): ${Math.round(500 / seconds)} mails/s`);
  });

  it("for comparison: one connection per mail, one mail at a time (the transport before pooling)", async () => {
    const count = 30;
    await enqueueMail(
      database.db,
      Array.from({ length: count }, (_, i) => ({
        kind: "burst",
        to: `k${i}@example.com`,
        subject: "x",
        text: "x",
        html: "<p>x</p>",
      })),
    );
    const unpooled = nodemailer.createTransport(smtp.url);
    const transport: MailTransport = {
      send: async (row) => {
        await unpooled.sendMail({
          from: "noreply@example.test",
          to: row.to,
          subject: row.subject,
          text: row.text,
        });
      },
    };
    const started = performance.now();
    expect(await processDueMail(database.db, transport)).toEqual({ sent: count, retried: 0, failed: 0 });
    const seconds = (performance.now() - started) / 1000;
    expect(smtp.received).toHaveLength(count);
    console.log(
      `[mail burst, ${kind}] unpooled (connection per mail): ${Math.round(count / seconds)} mails/s`,
    );
  });

  it("stops between batches when the worker is stopping, leaving the rest queued", async () => {
    await enqueueMail(
      database.db,
      Array.from({ length: 120 }, (_, i) => ({
        kind: "burst",
        to: `s${i}@example.com`,
        subject: "x",
        text: "x",
        html: "<p>x</p>",
      })),
    );
    let batches = 0;
    const transport = createSmtpTransport(smtp.url);
    const counting: MailTransport = {
      concurrency: transport.concurrency,
      send: async (row) => {
        await transport.send(row);
      },
    };
    const result = await processDueMail(database.db, counting, { shouldStop: () => batches++ >= 1 });
    // One batch of 50 went out; the other 70 wait for the next run, none was sent twice.
    expect(result.sent).toBe(50);
    expect(smtp.received).toHaveLength(50);
    expect(await database.db.select().from(outbox).where(eq(outbox.status, "pending"))).toHaveLength(70);
  });

  it("writes .eml files when no SMTP server is configured", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "mail-"));
    try {
      await post(quoteAction, "/api/offerte", quote());
      expect(await processDueMail(database.db, createFileTransport(dir))).toMatchObject({ sent: 2 });
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => /^\d{4}-\d{2}-\d{2}T.*-[0-9a-f-]{36}\.eml$/.test(f))).toBe(true);
      const contents = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
      expect(contents.some((c) => /^To: winkel@example.test$/m.test(c))).toBe(true);
      expect(contents.some((c) => /^To: jan@example.com$/m.test(c))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
