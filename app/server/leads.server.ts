// Storing leads (quote requests and partnership registrations) and the HTTP handling shared by every lead form:
// size and type checks, the per-IP rate limit, validation, bot traps, and the JSON-or-redirect answer.
import { redirect, type RouterContextProvider } from "react-router";
import {
  failureError,
  malformedError,
  parseLead,
  rateLimitError,
  tooLargeError,
  type FormError,
  type LeadData,
  type LeadForm,
  type PartnershipInput,
  type QuickQuoteInput,
  type QuoteModalInput,
} from "~/lib/lead-schemas";
import { isLikelyBot, JS_FIELD } from "~/lib/spam";
import { requestInfoContext } from "~/request-context";
import type { Database, Tx } from "./db/client.server";
import { getDb } from "./db/index.server";
import { b2bRegistrations, quoteRequests } from "./db/schema.server";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";
import {
  enqueueMail,
  getMailSettings,
  nudgeOutbox,
  type MailSettings,
  type OutgoingMail,
} from "./mail/outbox.server";
import {
  partnershipConfirmationMail,
  partnershipShopMail,
  quoteConfirmationMail,
  quoteShopMail,
  type QuoteMailData,
} from "./mail/templates.server";
import { hitRateLimit, ipKey } from "./rate-limit.server";

/** Lead forms are a few hundred bytes; anything far larger is not a person typing. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

export interface LeadMeta {
  /** Honeypot or time trap hit: store for inspection, send nothing. */
  spam: boolean;
  sessionId?: string | null;
  source?: string | null;
}

/**
 * Stores a lead the way every form does: the row first, then (unless it is spam) its e-mails in the same
 * transaction, so a lead is never lost to a mail problem; afterwards the outbox worker is woken.
 */
export async function storeLeadWithMails(
  db: Database,
  meta: LeadMeta,
  insertRow: (tx: Tx, columns: ReturnType<typeof leadMetaColumns>) => Promise<string>,
  mailsFor: (id: string, settings: MailSettings) => OutgoingMail[],
): Promise<{ id: string }> {
  const id = await db.transaction(async (tx) => {
    const id = await insertRow(tx, leadMetaColumns(meta));
    if (!meta.spam) await enqueueMail(tx, mailsFor(id, getMailSettings()));
    return id;
  });
  if (!meta.spam) nudgeOutbox();
  return { id };
}

/** The columns every lead table has besides the visitor's fields. */
function leadMetaColumns(meta: LeadMeta) {
  return { isSpam: meta.spam, sessionId: meta.sessionId ?? null, source: meta.source ?? null };
}

export async function storeQuoteRequest(
  db: Database,
  form: "modal" | "quick",
  input: QuoteModalInput | QuickQuoteInput,
  meta: LeadMeta,
): Promise<{ id: string }> {
  const mailData: QuoteMailData = {
    form,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    service: input.service,
    description: input.description,
    deliveryMethod: input.delivery_method,
    deliveryLocation: input.delivery_location,
  };
  return storeLeadWithMails(
    db,
    meta,
    async (tx, columns) => {
      const [row] = await tx
        .insert(quoteRequests)
        .values({ ...mailData, ...columns })
        .returning({ id: quoteRequests.id });
      return row!.id;
    },
    (_id, { site, shopEmail }) => [
      { kind: `quote.${form}.shop`, to: shopEmail, replyTo: input.email, ...quoteShopMail(mailData, site) },
      { kind: `quote.${form}.confirmation`, to: input.email, ...quoteConfirmationMail(mailData, site) },
    ],
  );
}

export async function storePartnership(
  db: Database,
  input: PartnershipInput,
  meta: LeadMeta,
): Promise<{ id: string }> {
  const mailData = {
    companyName: input.company_name,
    contactPerson: input.contact_person,
    email: input.email,
    phone: input.phone,
    employees: input.employees,
    printVolume: input.print_volume,
  };
  return storeLeadWithMails(
    db,
    meta,
    async (tx, columns) => {
      const [row] = await tx
        .insert(b2bRegistrations)
        .values({ ...mailData, ...columns })
        .returning({ id: b2bRegistrations.id });
      return row!.id;
    },
    (_id, { site, shopEmail }) => [
      {
        kind: "partnership.shop",
        to: shopEmail,
        replyTo: input.email,
        ...partnershipShopMail(mailData, site),
      },
      { kind: "partnership.confirmation", to: input.email, ...partnershipConfirmationMail(mailData, site) },
    ],
  );
}

/** A refusal the visitor caused (validation, taken slot): answered with a 4xx and its Dutch message. */
export class LeadRejection extends Error {
  constructor(
    readonly status: number,
    readonly error: FormError,
  ) {
    super(error.title);
  }
}

const FORM_ANCHORS: Record<LeadForm, string> = {
  quote: "",
  quick: "#contact",
  appointment: "",
  partnership: "#zakelijk-partner",
};

/** Same-origin page the form was on (for the no-JavaScript error redirect); "/" otherwise. */
function returnPath(request: Request): string {
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === new URL(request.url).host) return url.pathname;
    } catch {
      // unreadable referer: fall back to the home page
    }
  }
  return "/";
}

function answerError(
  request: Request,
  form: LeadForm,
  wantsJson: boolean,
  status: number,
  error: FormError,
  headers?: HeadersInit,
) {
  if (wantsJson) return Response.json({ ok: false, ...error }, { status, headers });
  const params = new URLSearchParams({ formulier: form, fout: error.code });
  return redirect(`${returnPath(request)}?${params}${FORM_ANCHORS[form]}`, { status: 303, headers });
}

function readableId(value: unknown): string | null {
  return typeof value === "string" && /^[\w.-]{1,100}$/.test(value) ? value : null;
}

/**
 * Runs one lead-form POST: checks, rate limit, validation, bot traps, then `store`. JavaScript clients (field
 * _js=1 or Accept: application/json) get JSON `{ ok }` with a 2xx/4xx status; plain form posts get a redirect to
 * /bedankt or back to the form with ?fout=<code>.
 */
export async function handleLeadPost<F extends LeadForm>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  form: F,
  store: (data: LeadData<F>, meta: LeadMeta) => Promise<unknown>,
): Promise<Response> {
  const { request, context } = args;
  const phone = getMailSettings().site.phone;
  let wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  try {
    if (request.method !== "POST") {
      return Response.json({ ok: false, ...malformedError() }, { status: 405, headers: { Allow: "POST" } });
    }
    const length = Number(request.headers.get("content-length") ?? "0");
    if (!Number.isFinite(length) || length > MAX_LEAD_BODY_BYTES) {
      return answerError(request, form, wantsJson, 413, tooLargeError());
    }
    const type = request.headers.get("content-type") ?? "";
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
      return answerError(request, form, wantsJson, 415, malformedError());
    }

    const env = getEnv();
    const db = getDb();
    const ip = context.get(requestInfoContext).ip;
    const limit = await hitRateLimit(db, ipKey("lead", ip), env.LEAD_RATE_LIMIT_PER_MINUTE);
    if (!limit.allowed) {
      return answerError(request, form, wantsJson, 429, rateLimitError(phone), {
        "Retry-After": String(limit.retryAfter),
      });
    }

    let formData: FormData;
    try {
      formData = await request.formData();
    } catch {
      return answerError(request, form, wantsJson, 400, malformedError());
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of formData) {
      // Files have no place in a lead form; a repeated field keeps its first value.
      if (typeof value !== "string") return answerError(request, form, wantsJson, 400, malformedError());
      if (!(key in fields)) fields[key] = value;
    }
    wantsJson ||= fields[JS_FIELD] === "1";

    const parsed = parseLead(form, fields);
    if (!parsed.ok) return answerError(request, form, wantsJson, 400, parsed.error);

    const meta: LeadMeta = {
      spam: isLikelyBot(fields, { minFillMs: env.LEAD_MIN_FILL_MS }),
      sessionId: readableId(fields.session_id),
      source: readableId(fields.source),
    };
    if (meta.spam) logger.info({ form }, "lead flagged as spam");
    await store(parsed.data, meta);
    return wantsJson ? Response.json({ ok: true }) : redirect("/bedankt", 303);
  } catch (error) {
    if (error instanceof LeadRejection)
      return answerError(request, form, wantsJson, error.status, error.error);
    // Log without the submitted data (personal data stays out of logs).
    logger.error(
      { form, err: { message: (error as Error).message, code: (error as { code?: string }).code } },
      "lead could not be stored",
    );
    return answerError(request, form, wantsJson, 500, failureError(form, phone));
  }
}
