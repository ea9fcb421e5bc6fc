// A local stand-in for the Mollie API v2, for the integration and browser tests: an https server (a certificate
// the test makes; the official client speaks https only) with the endpoints our client calls — create and get a
// payment, create and list refunds — checking each request the way the real API does (the test key, amount
// { currency: "EUR", value: "12.50" }, a description, absolute redirect and webhook URLs, an enabled method) and
// answering refusals in Mollie's error shape. Its hosted checkout ("iDEAL testbetaling") sets the status the
// tester picks, posts the webhook (`id=tr_…`, nothing else) and sends the browser back to the redirect URL. The
// webhook's timing is a switch: with the redirect (both at once), before it, late, twice or never.
// Only relative imports with extensions: the browser tests run it with plain Node (mollie-fake-cli.ts).
import { randomBytes } from "node:crypto";
import { createServer, request as httpsRequest } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import selfsigned from "selfsigned";

export type FakePaymentStatus =
  "open" | "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired";

/** The statuses the checkout page's buttons set. */
export const CHECKOUT_CHOICES = [
  { status: "paid", label: "Betaald" },
  { status: "failed", label: "Mislukt" },
  { status: "canceled", label: "Geannuleerd" },
  { status: "expired", label: "Verlopen" },
] as const;
export type CheckoutChoice = (typeof CHECKOUT_CHOICES)[number]["status"];

/**
 * When the webhook arrives, relative to the customer's return: "with-redirect" fires it as the browser is sent
 * back (the two race, as with the real Mollie), "before-redirect" delivers it first, "late" after a delay once
 * the customer is back, "twice" fires two at once, "never" loses it.
 */
export const WEBHOOK_TIMINGS = ["with-redirect", "before-redirect", "late", "twice", "never"] as const;
export type WebhookTiming = (typeof WEBHOOK_TIMINGS)[number];

export interface FakeAmount {
  currency: string;
  value: string;
}

export interface FakeRefund {
  id: string;
  amount: FakeAmount;
  description: string;
  metadata: unknown;
  createdAt: string;
}

export interface FakePayment {
  id: string;
  createdAt: string;
  amount: FakeAmount;
  description: string;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: unknown;
  /** The method asked for at creation (null: the customer picks); the one paid with once paid. */
  method: string | null;
  status: FakePaymentStatus;
  /** When the status last changed to a final one (paidAt, failedAt, canceledAt, expiredAt). */
  settledAt: string | null;
  refunds: FakeRefund[];
}

export interface WebhookDelivery {
  paymentId: string;
  url: string;
  /** The app's answer; null when the request failed (refused, unreachable). */
  status: number | null;
}

export interface MollieFakeOptions {
  port?: number;
  certificate?: Certificate;
  /** Methods enabled on the fake's profile (what `method` may name). */
  methods?: readonly string[];
  /** Delivers a webhook in-process (an integration test's route action) instead of over HTTP. */
  deliver?: (request: Request) => Promise<Response>;
  /**
   * Posts webhooks to this origin instead of the one in webhookUrl (the site's public address), as a tunnel to
   * a local server would: the browser tests' app runs on localhost under SITE_URL's name.
   */
  webhookOrigin?: string;
  webhookTiming?: WebhookTiming;
  /** The delay of a "late" webhook. */
  webhookDelayMs?: number;
}

export interface MollieFake {
  /** For MOLLIE_API_ENDPOINT: https://localhost:<port>/v2/ */
  endpoint: string;
  origin: string;
  /** The certificate (PEM) the client must trust. */
  cert: string;
  /** A test key the fake accepts (any `test_` key of Mollie's shape is accepted). */
  apiKey: string;
  payments: Map<string, FakePayment>;
  webhooks: WebhookDelivery[];
  /** Every API request: method, path and the status answered. */
  requests: { method: string; path: string; status: number }[];
  webhookTiming: WebhookTiming;
  /** One payment's own timing (browser tests share one fake: a switch for everyone would reach other tests). */
  timingOf: Map<string, WebhookTiming>;
  webhookDelayMs: number;
  /** In-process delivery (settable after start: a test file starts the fake before it imports the app). */
  deliver?: (request: Request) => Promise<Response>;
  /** Presses a button on the hosted checkout page (over https): the redirect it answers with. */
  checkout(paymentId: string, choice: CheckoutChoice): Promise<string>;
  /** A status change at Mollie's side without the customer (an expiry after 15 minutes, say); no webhook. */
  setStatus(paymentId: string, status: FakePaymentStatus): void;
  /** Posts the webhook for a payment now (any id: a forger would); the app's answer. */
  sendWebhook(paymentId: string, url?: string): Promise<number | null>;
  /** Waits until every webhook in flight (late ones included) has been answered. */
  settle(): Promise<void>;
  /**
   * Holds the next API request matching `method` and `path` until `release()`: `reached` resolves once it has
   * arrived, so a test can look at the app while Mollie "thinks" (is anything of the order locked meanwhile?).
   * `release(422)` answers it with that error instead.
   */
  holdNext(method: string, path: RegExp): { reached: Promise<void>; release(status?: number): void };
  close(): Promise<void>;
}

export interface Certificate {
  cert: string;
  key: string;
}

/** A self-signed certificate for localhost and 127.0.0.1 (an EC key: quick to make). */
export async function makeCertificate(): Promise<Certificate> {
  const made = await selfsigned.generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    curve: "P-256",
    extensions: [
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  return { cert: made.cert, key: made.private };
}

const DOCS = "https://docs.mollie.com/overview/handling-errors";
const API_KEY = /^Bearer test_\w{20,}$/;
const AMOUNT_VALUE = /^\d{1,10}\.\d{2}$/;
const MAX_BODY_BYTES = 64 * 1024;

// No parameter properties: plain Node strips the types of this file but runs no TypeScript transforms.
class MollieError extends Error {
  readonly status: number;
  readonly title: string;
  readonly field: string | undefined;
  constructor(status: number, title: string, detail: string, field?: string) {
    super(detail);
    this.status = status;
    this.title = title;
    this.field = field;
  }
}

const unprocessable = (detail: string, field: string) =>
  new MollieError(422, "Unprocessable Entity", detail, field);

function newId(prefix: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return prefix + Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join("");
}

function cents(amount: FakeAmount): number {
  const [euros, fraction] = amount.value.split(".");
  return Number(euros) * 100 + Number(fraction);
}

function amountOf(centsValue: number): FakeAmount {
  return {
    currency: "EUR",
    value: `${Math.floor(centsValue / 100)}.${String(centsValue % 100).padStart(2, "0")}`,
  };
}

function isAbsoluteUrl(value: unknown): value is string {
  if (typeof value !== "string" || !URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === "https:" || protocol === "http:") && hostname !== "";
}

/** Mollie's amount checks, with its field names. */
function checkAmount(amount: unknown, field = "amount"): FakeAmount {
  if (amount === undefined || amount === null)
    throw unprocessable(`The ${field} is required for payments`, field);
  if (typeof amount !== "object") throw unprocessable(`The ${field} is invalid`, field);
  const { currency, value } = amount as Record<string, unknown>;
  if (currency !== "EUR")
    throw unprocessable("The amount currency is invalid: only EUR is enabled", `${field}.currency`);
  if (typeof value !== "string" || !AMOUNT_VALUE.test(value))
    throw unprocessable(
      `The amount contains an invalid value: a string with exactly two decimals, like "10.00"`,
      `${field}.value`,
    );
  if (cents({ currency, value }) < 1) throw unprocessable("The amount is lower than the minimum", field);
  return { currency, value };
}

export async function startMollieFake(options: MollieFakeOptions = {}): Promise<MollieFake> {
  const certificate = options.certificate ?? (await makeCertificate());
  const methods = new Set(options.methods ?? ["ideal"]);
  const payments = new Map<string, FakePayment>();
  const webhooks: WebhookDelivery[] = [];
  const requests: MollieFake["requests"] = [];
  const inFlight = new Set<Promise<unknown>>();
  /** Idempotency-Key → the answer given (Mollie replays it for a retried request). */
  const answered = new Map<string, { status: number; body: unknown }>();
  let origin = "";

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  }

  function paymentJson(payment: FakePayment) {
    const paid = payment.status === "paid";
    const refunded = payment.refunds.reduce((sum, refund) => sum + cents(refund.amount), 0);
    const self = `${origin}/v2/payments/${payment.id}`;
    const settledKey = {
      paid: "paidAt",
      failed: "failedAt",
      canceled: "canceledAt",
      expired: "expiredAt",
    }[payment.status as string];
    return {
      resource: "payment",
      id: payment.id,
      mode: "test",
      createdAt: payment.createdAt,
      amount: payment.amount,
      description: payment.description,
      method: payment.method,
      metadata: payment.metadata,
      status: payment.status,
      isCancelable: false,
      ...(payment.status === "open"
        ? { expiresAt: new Date(Date.parse(payment.createdAt) + 15 * 60_000).toISOString() }
        : {}),
      ...(settledKey && payment.settledAt ? { [settledKey]: payment.settledAt } : {}),
      ...(paid
        ? {
            amountRefunded: amountOf(refunded),
            amountRemaining: amountOf(cents(payment.amount) - refunded),
          }
        : {}),
      profileId: "pfl_fake000001",
      sequenceType: "oneoff",
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      _links: {
        self: { href: self, type: "application/hal+json" },
        ...(payment.status === "open"
          ? { checkout: { href: `${origin}/checkout/${payment.id}`, type: "text/html" } }
          : {}),
        ...(payment.refunds.length
          ? { refunds: { href: `${self}/refunds`, type: "application/hal+json" } }
          : {}),
        dashboard: { href: `${origin}/dashboard/payments/${payment.id}`, type: "text/html" },
        documentation: { href: "https://docs.mollie.com/reference/get-payment", type: "text/html" },
      },
    };
  }

  function refundJson(payment: FakePayment, refund: FakeRefund) {
    return {
      resource: "refund",
      id: refund.id,
      amount: refund.amount,
      status: "pending",
      createdAt: refund.createdAt,
      description: refund.description,
      metadata: refund.metadata,
      paymentId: payment.id,
      _links: {
        self: {
          href: `${origin}/v2/payments/${payment.id}/refunds/${refund.id}`,
          type: "application/hal+json",
        },
        payment: { href: `${origin}/v2/payments/${payment.id}`, type: "application/hal+json" },
        documentation: { href: "https://docs.mollie.com/reference/get-refund", type: "text/html" },
      },
    };
  }

  function paymentOr404(id: string): FakePayment {
    const payment = payments.get(id);
    if (!payment) throw new MollieError(404, "Not Found", `No payment exists with token ${id}.`);
    return payment;
  }

  function createPayment(body: Record<string, unknown>): FakePayment {
    const amount = checkAmount(body.amount);
    const { description, redirectUrl, webhookUrl, method, metadata } = body;
    if (typeof description !== "string" || !description.trim())
      throw unprocessable("The description is invalid", "description");
    if (description.length > 255)
      throw unprocessable("The description is too long (at most 255 characters)", "description");
    if (!isAbsoluteUrl(redirectUrl)) throw unprocessable("The redirect URL is invalid", "redirectUrl");
    if (!isAbsoluteUrl(webhookUrl)) throw unprocessable("The webhook URL is invalid", "webhookUrl");
    const asked = method === undefined || method === null ? [] : [method].flat();
    for (const one of asked) {
      if (typeof one !== "string") throw unprocessable("The payment method is invalid", "method");
      if (!methods.has(one))
        throw unprocessable("The payment method is not activated on your account", "method");
    }
    if (metadata !== undefined && JSON.stringify(metadata).length > 1024)
      throw unprocessable("The metadata is too large (at most 1024 bytes)", "metadata");
    const payment: FakePayment = {
      id: newId("tr_"),
      createdAt: new Date().toISOString(),
      amount,
      description,
      redirectUrl,
      webhookUrl,
      metadata: metadata ?? null,
      method: asked.length === 1 ? (asked[0] as string) : null,
      status: "open",
      settledAt: null,
      refunds: [],
    };
    payments.set(payment.id, payment);
    return payment;
  }

  function createRefund(payment: FakePayment, body: Record<string, unknown>): FakeRefund {
    if (payment.status !== "paid")
      throw unprocessable(`The payment ${payment.id} is not paid and cannot be refunded`, "amount");
    const amount = checkAmount(body.amount);
    const refunded = payment.refunds.reduce((sum, refund) => sum + cents(refund.amount), 0);
    if (cents(amount) > cents(payment.amount) - refunded)
      throw unprocessable("The specified amount cannot be refunded", "amount.value");
    const refund: FakeRefund = {
      id: newId("re_"),
      amount,
      description: typeof body.description === "string" ? body.description : "",
      metadata: body.metadata ?? null,
      createdAt: new Date().toISOString(),
    };
    payment.refunds.push(refund);
    return refund;
  }

  function setStatus(id: string, status: FakePaymentStatus): void {
    const payment = paymentOr404(id);
    payment.status = status;
    if (status === "paid" && !payment.method) payment.method = "ideal";
    payment.settledAt = ["paid", "failed", "canceled", "expired"].includes(status)
      ? new Date().toISOString()
      : null;
  }

  async function sendWebhook(paymentId: string, url?: string): Promise<number | null> {
    const target = url ?? payments.get(paymentId)?.webhookUrl;
    if (!target) return null;
    const to = options.webhookOrigin
      ? new URL(new URL(target).pathname + new URL(target).search, options.webhookOrigin).toString()
      : target;
    const init = {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": "Mollie HTTP client (fake)",
      },
      body: new URLSearchParams({ id: paymentId }).toString(),
    };
    const delivery: WebhookDelivery = { paymentId, url: to, status: null };
    webhooks.push(delivery);
    try {
      const deliver = fake.deliver;
      const response = deliver
        ? await deliver(new Request(to, init))
        : await fetch(to, { ...init, redirect: "manual" });
      delivery.status = response.status;
      await response.body?.cancel();
    } catch {
      delivery.status = null;
    }
    return delivery.status;
  }

  /** The webhook after a checkout choice, by the switch; resolves when the redirect may be sent. */
  async function webhookAfterChoice(id: string): Promise<void> {
    switch (fake.timingOf.get(id) ?? fake.webhookTiming) {
      case "before-redirect":
        await track(sendWebhook(id));
        return;
      case "with-redirect":
        void track(sendWebhook(id));
        return;
      case "twice":
        void track(sendWebhook(id));
        void track(sendWebhook(id));
        return;
      case "late":
        void track(
          new Promise<void>((resolve) => setTimeout(resolve, fake.webhookDelayMs)).then(() =>
            sendWebhook(id),
          ),
        );
        return;
      case "never":
        return;
    }
  }

  async function handleApi(method: string, path: string, req: IncomingMessage, body: unknown) {
    if (!API_KEY.test(req.headers.authorization ?? ""))
      throw new MollieError(401, "Unauthorized Request", "Missing authentication, or failed to authenticate");
    const record = (value: unknown) =>
      value && typeof value === "object" ? (value as Record<string, unknown>) : {};
    if (method === "POST" && path === "/v2/payments")
      return { status: 201, body: paymentJson(createPayment(record(body))) };
    const one = /^\/v2\/payments\/([^/]+)$/.exec(path);
    if (method === "GET" && one) return { status: 200, body: paymentJson(paymentOr404(one[1]!)) };
    const refundsPath = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path);
    if (refundsPath) {
      const payment = paymentOr404(refundsPath[1]!);
      if (method === "POST")
        return { status: 201, body: refundJson(payment, createRefund(payment, record(body))) };
      if (method === "GET")
        return {
          status: 200,
          body: {
            count: payment.refunds.length,
            _embedded: { refunds: payment.refunds.map((refund) => refundJson(payment, refund)) },
            _links: {
              self: { href: `${origin}${path}`, type: "application/hal+json" },
              previous: null,
              next: null,
              documentation: { href: "https://docs.mollie.com/reference/list-refunds", type: "text/html" },
            },
          },
        };
    }
    throw new MollieError(404, "Not Found", "The resource does not exist");
  }

  function send(res: ServerResponse, status: number, type: string, text: string, headers = {}) {
    res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(text), ...headers });
    res.end(text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    const method = req.method ?? "GET";
    const raw = await readBody(req);
    const path = url.pathname;

    if (path === "/__fake/health") return send(res, 200, "text/plain", "ok");
    if (path === "/__fake/settings" && method === "POST") {
      const settings = JSON.parse(raw || "{}") as {
        webhookTiming?: WebhookTiming;
        webhookDelayMs?: number;
        paymentId?: string;
      };
      if (settings.webhookTiming && WEBHOOK_TIMINGS.includes(settings.webhookTiming)) {
        if (settings.paymentId) fake.timingOf.set(settings.paymentId, settings.webhookTiming);
        else fake.webhookTiming = settings.webhookTiming;
      }
      if (typeof settings.webhookDelayMs === "number") fake.webhookDelayMs = settings.webhookDelayMs;
      return send(res, 200, "application/json", JSON.stringify({ webhookTiming: fake.webhookTiming }));
    }
    if (path === "/__fake/payments")
      return send(
        res,
        200,
        "application/json",
        JSON.stringify({ payments: [...payments.values()], webhooks }),
      );

    const checkout = /^\/checkout\/([^/]+)$/.exec(path);
    if (checkout) {
      const payment = payments.get(checkout[1]!);
      if (!payment) return send(res, 404, "text/html; charset=utf-8", page("Betaling niet gevonden", ""));
      if (payment.status !== "open")
        return send(res, 303, "text/plain", "", { location: payment.redirectUrl });
      if (method === "POST") {
        const choice = new URLSearchParams(raw).get("status");
        if (!CHECKOUT_CHOICES.some((c) => c.status === choice))
          return send(res, 400, "text/plain; charset=utf-8", "Kies een uitkomst.");
        setStatus(payment.id, choice as CheckoutChoice);
        await webhookAfterChoice(payment.id);
        return send(res, 303, "text/plain", "", { location: payment.redirectUrl });
      }
      return send(res, 200, "text/html; charset=utf-8", checkoutPage(payment));
    }

    if (!path.startsWith("/v2/")) return send(res, 404, "text/plain", "Not found");
    const held = holds.findIndex((hold) => hold.method === method && hold.path.test(path));
    if (held >= 0) {
      const [hold] = holds.splice(held, 1);
      hold!.arrived();
      const refusal = await hold!.released;
      if (refusal)
        return send(res, refusal, "application/hal+json", JSON.stringify({ status: refusal, title: "Held" }));
    }
    let status: number;
    let answer: unknown;
    const key = method === "POST" ? req.headers["idempotency-key"] : undefined;
    const replay = typeof key === "string" ? answered.get(`${path} ${key}`) : undefined;
    try {
      if (replay) ({ status, body: answer } = replay);
      else {
        let parsed: unknown = undefined;
        if (method === "POST") {
          try {
            parsed = JSON.parse(raw);
          } catch {
            throw new MollieError(400, "Bad Request", "The request body is not valid JSON");
          }
        }
        ({ status, body: answer } = await handleApi(method, path, req, parsed));
        if (typeof key === "string") answered.set(`${path} ${key}`, { status, body: answer });
      }
    } catch (error) {
      if (!(error instanceof MollieError)) throw error;
      status = error.status;
      answer = {
        status: error.status,
        title: error.title,
        detail: error.message,
        ...(error.field ? { field: error.field } : {}),
        _links: { documentation: { href: DOCS, type: "text/html" } },
      };
    }
    requests.push({ method, path, status });
    send(res, status, "application/hal+json", JSON.stringify(answer));
  }

  const server = createServer({ cert: certificate.cert, key: certificate.key }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, "text/plain", error instanceof Error ? error.message : "error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `https://localhost:${port}`;

  const holds: { method: string; path: RegExp; arrived(): void; released: Promise<number | undefined> }[] =
    [];
  const fake: MollieFake = {
    endpoint: `${origin}/v2/`,
    origin,
    cert: certificate.cert,
    apiKey: `test_${"f".repeat(30)}`,
    payments,
    webhooks,
    requests,
    webhookTiming: options.webhookTiming ?? "with-redirect",
    timingOf: new Map(),
    webhookDelayMs: options.webhookDelayMs ?? 300,
    deliver: options.deliver,
    checkout: (paymentId, choice) => pressCheckoutButton(origin, certificate.cert, paymentId, choice),
    setStatus,
    sendWebhook: (paymentId, url) => track(sendWebhook(paymentId, url)),
    async settle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    holdNext(method, path) {
      let arrived!: () => void;
      let release!: (status?: number) => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<number | undefined>((resolve) => (release = resolve));
      holds.push({ method, path, arrived, released });
      return { reached, release };
    },
    async close() {
      await fake.settle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new MollieError(413, "Request Entity Too Large", "The body is too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The hosted checkout's POST, as the customer's browser sends it: the Location it answers with. */
function pressCheckoutButton(
  origin: string,
  cert: string,
  paymentId: string,
  choice: CheckoutChoice,
): Promise<string> {
  const body = new URLSearchParams({ status: choice }).toString();
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      `${origin}/checkout/${paymentId}`,
      {
        method: "POST",
        ca: cert,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        const location = res.headers.location;
        if (res.statusCode === 303 && location) resolve(location);
        else reject(new Error(`checkout answered ${res.statusCode}`));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, main: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border:1px solid #333;border-radius:.5rem;background:#fff;cursor:pointer}</style></head><body><main><h1>${escapeHtml(title)}</h1>${main}</main></body></html>`;
}

function checkoutPage(payment: FakePayment): string {
  const euro = `€ ${payment.amount.value.replace(".", ",")}`;
  const buttons = CHECKOUT_CHOICES.map(
    ({ status, label }) => `<button type="submit" name="status" value="${status}">${label}</button>`,
  ).join("");
  return page(
    "iDEAL testbetaling",
    `<p>${escapeHtml(payment.description)}</p><p><strong>${escapeHtml(euro)}</strong></p><p>Kies de uitkomst van deze testbetaling.</p><form method="post">${buttons}</form>`,
  );
}
