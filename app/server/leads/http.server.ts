// The HTTP handling every lead form shares: size and type checks, the per-IP rate limit, validation, bot traps,
// storing, and the JSON-or-redirect answer.
import { redirect, type RouterContextProvider } from "react-router";
import { leadForms, parseLead } from "~/lib/leads/forms";
import {
  failureError,
  malformedError,
  rateLimitError,
  tooLargeError,
  type FormError,
  type LeadForm,
} from "~/lib/leads/messages";
import { isLikelyBot, JS_FIELD } from "~/lib/spam";
import { SESSION_FIELD } from "~/lib/leads/messages";
import { requestInfoContext } from "~/request-context";
import { SESSION_ID_PATTERN } from "../analytics/beacon.server";
import { visitOrigin } from "../analytics/visits.server";
import { getDb } from "../db/index.server";
import { readFormFields } from "../http/form.server";
import { getEnv } from "../env.server";
import { logger } from "../logger.server";
import { getMailSettings } from "../mail/outbox.server";
import { hitRateLimit, ipKey } from "../rate-limit.server";
import { storeLeadForm } from "./forms.server";
import { LeadRejection, type LeadMeta } from "./store.server";

/** Lead forms are a few hundred bytes; anything far larger is not a person typing. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

/**
 * Same-origin page the form was on (for the no-JavaScript error redirect); "/" otherwise. A path such as
 * `//evil.example/` or `/\\evil.example/` would leave the site as a protocol-relative Location: it becomes "/".
 */
export function returnPath(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return "/";
    return /^\/(?![/\\])/.test(url.pathname) ? url.pathname : "/";
  } catch {
    return "/";
  }
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
  return redirect(`${returnPath(request)}?${params}${leadForms[form].anchor}`, { status: 303, headers });
}

/** The visit behind a lead: the browser sends its session id; where it came from is what we recorded for it. */
async function visitMeta(sessionId: string | undefined): Promise<Omit<LeadMeta, "spam">> {
  if (!sessionId || !SESSION_ID_PATTERN.test(sessionId)) return {};
  const origin = await visitOrigin(getDb(), sessionId);
  return { sessionId, source: origin?.source ?? null, landingPage: origin?.landingPage ?? null };
}

/**
 * Runs one lead-form POST: checks, rate limit, validation, bot traps, then `store`. JavaScript clients (field
 * _js=1 or Accept: application/json) get JSON `{ ok }` with a 2xx/4xx status; plain form posts get a redirect to
 * /bedankt or back to the form with ?fout=<code>.
 */
export async function handleLeadPost<F extends LeadForm>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  form: F,
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

    // Files, NUL bytes and unreadable bodies are refused; a repeated field keeps its first value.
    const body = await readFormFields(request, { maxBytes: MAX_LEAD_BODY_BYTES });
    if (!body.ok) {
      const error = body.status === 413 ? tooLargeError() : malformedError();
      return answerError(request, form, wantsJson, body.status, error);
    }
    const fields = body.fields;
    wantsJson ||= fields[JS_FIELD] === "1";

    const parsed = parseLead(form, fields);
    if (!parsed.ok) return answerError(request, form, wantsJson, 400, parsed.error);

    const meta: LeadMeta = {
      spam: isLikelyBot(fields, { minFillMs: env.LEAD_MIN_FILL_MS }),
      ...(await visitMeta(fields[SESSION_FIELD])),
    };
    if (meta.spam) logger.info({ form }, "lead flagged as spam");
    await storeLeadForm(db, form, parsed.data, meta);
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
