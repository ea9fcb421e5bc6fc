// The HTTP handling every lead form shares: size and type checks, the per-IP rate limit, validation, bot traps,
// storing, and the JSON-or-redirect answer. Forms that take files (leadForms[form].attachments) read multipart
// through the streaming upload reader: files go to the file storage while they arrive, and any that the lead
// does not end up with (invalid form, spam, database down) are removed again.
import { redirect, type RouterContextProvider } from "react-router";
import { attachmentRefusedError, LEAD_UPLOAD } from "~/lib/leads/attachments";
import { parseLead } from "~/lib/leads/forms";
import { leadPrintOrder } from "~/lib/preflight/lead-order";
import {
  malformedError,
  rateLimitError,
  SESSION_FIELD,
  tooLargeError,
  type FormError,
} from "~/lib/leads/messages";
import { failureError, leadForms, successMessage, type LeadForm } from "~/lib/leads/registry";
import { JS_FIELD, spamVerdict } from "~/lib/spam";
import { thanksPath } from "~/lib/leads/thanks";
import { requestInfoContext } from "~/request-context";
import { SESSION_ID_PATTERN } from "../analytics/beacon.server";
import { visitOrigin } from "../analytics/visits.server";
import { getBusinessCalendar } from "../calendar/calendar.server";
import { getDb } from "../db/index.server";
import { FORM_MESSAGES, readFormFields, type FormFields } from "../http/form.server";
import {
  discardUploads,
  maxUploadBodyBytes,
  readUpload,
  type UploadedFile,
  type UploadReadResult,
} from "../http/upload.server";
import { getEnv } from "../env.server";
import { logger } from "../logger.server";
import { getMailSettings } from "../mail/outbox.server";
import { hitRateLimit, ipKey } from "../rate-limit.server";
import { checkStoredArtwork } from "../preflight/check.server";
import { getStorage } from "../storage.server";
import { receivedAttachments } from "./attachments.server";
import { replyPromiseOf } from "./reply-promise.server";
import { storeLeadForm } from "./forms.server";
import { keepInputCookie } from "./kept-input.server";
import { LeadRejection, type LeadMeta } from "./store.server";

/** Lead forms are a few hundred bytes; anything far larger is not a person typing. */
export const MAX_LEAD_BODY_BYTES = LEAD_UPLOAD.maxFieldBytes;

const MULTIPART = /^multipart\/form-data\b/i;

/** A refused upload as the form's Dutch message: body problems as before, a refused file with its reason. */
function uploadRefusal(result: Extract<UploadReadResult, { ok: false }>): FormError {
  if (result.message === FORM_MESSAGES.tooLarge) return tooLargeError();
  const bodyMessages: readonly string[] = Object.values(FORM_MESSAGES);
  return bodyMessages.includes(result.message) ? malformedError() : attachmentRefusedError(result.message);
}

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

/** What the visitor sent, for a no-JavaScript error redirect to give back to the form. */
interface SentInput {
  fields: Readonly<Record<string, unknown>>;
  /** Files were sent and are gone again: the visitor has to choose them anew. */
  fileLost: boolean;
}

function answerError(
  request: Request,
  form: LeadForm,
  wantsJson: boolean,
  status: number,
  error: FormError,
  { headers, sent }: { headers?: HeadersInit; sent?: SentInput } = {},
) {
  if (wantsJson) return Response.json({ ok: false, ...error }, { status, headers });
  const params = new URLSearchParams({ formulier: form, fout: error.code });
  const response = redirect(`${returnPath(request)}?${params}${leadForms[form].anchor}`, {
    status: 303,
    headers,
  });
  // The fields go back in a cookie, not the URL: the URL ends up in access logs and the browser's history.
  const cookie = sent && keepInputCookie(request, form, sent.fields, sent.fileLost);
  if (cookie) response.headers.append("Set-Cookie", cookie);
  return response;
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
  /** Files this request stored that no lead owns yet; removed on every way out but a stored lead. */
  let uploaded: UploadedFile[] = [];
  let failedFiles: string[] = [];
  /** The text fields once read, given back to a form sent without JavaScript after an error. */
  let sent: SentInput | undefined;
  try {
    if (request.method !== "POST") {
      return Response.json({ ok: false, ...malformedError() }, { status: 405, headers: { Allow: "POST" } });
    }
    const type = request.headers.get("content-type") ?? "";
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
      return answerError(request, form, wantsJson, 415, malformedError());
    }
    const withFiles = leadForms[form].attachments && MULTIPART.test(type);
    const maxBytes = withFiles ? maxUploadBodyBytes(LEAD_UPLOAD) : MAX_LEAD_BODY_BYTES;
    const length = Number(request.headers.get("content-length") ?? "0");
    if (!Number.isFinite(length) || length > maxBytes) {
      return answerError(request, form, wantsJson, 413, tooLargeError());
    }

    const env = getEnv();
    const db = getDb();
    const ip = context.get(requestInfoContext).ip;
    const limit = await hitRateLimit(db, ipKey("lead", ip), env.LEAD_RATE_LIMIT_PER_MINUTE);
    if (!limit.allowed) {
      return answerError(request, form, wantsJson, 429, rateLimitError(phone), {
        headers: { "Retry-After": String(limit.retryAfter) },
      });
    }

    // Files (where the form takes none), NUL bytes and unreadable bodies are refused; a repeated field keeps
    // its first value.
    let fields: FormFields;
    if (withFiles) {
      const body = await readUpload(request, getStorage(), LEAD_UPLOAD);
      if (!body.ok) {
        // A refused file's message asks for another file; the text fields read before it come back.
        const refused = body.fields && { fields: body.fields, fileLost: false };
        return answerError(request, form, wantsJson, body.status, uploadRefusal(body), { sent: refused });
      }
      fields = body.fields;
      uploaded = body.files;
      failedFiles = body.failedFiles;
    } else {
      const body = await readFormFields(request, { maxBytes: MAX_LEAD_BODY_BYTES });
      if (!body.ok) {
        const error = body.status === 413 ? tooLargeError() : malformedError();
        return answerError(request, form, wantsJson, body.status, error);
      }
      fields = body.fields;
    }
    wantsJson ||= fields[JS_FIELD] === "1";
    sent = { fields, fileLost: uploaded.length > 0 };

    const parsed = parseLead(form, fields);
    if (!parsed.ok) {
      await discardUploads(getStorage(), uploaded.splice(0));
      return answerError(request, form, wantsJson, 400, parsed.error, { sent });
    }

    const meta: LeadMeta = {
      spam: spamVerdict(fields, { minFillMs: env.LEAD_MIN_FILL_MS }),
      ...(await visitMeta(fields[SESSION_FIELD])),
    };
    if (meta.spam) logger.info({ form, trap: meta.spam }, "lead held by a bot trap");
    if (meta.spam === "honeypot") {
      // A bot's files are not kept; a lead held only by the time trap keeps them for the staff's review.
      await discardUploads(getStorage(), uploaded.splice(0));
      failedFiles = [];
    }
    // Each file's artwork check, shown on /bedankt and the lead page; it never refuses the request and waits
    // at most ARTWORK_CHECK_MS for all files together.
    const reports = await checkStoredArtwork(getStorage(), uploaded, leadPrintOrder(parsed.data));
    meta.attachments = receivedAttachments(uploaded, failedFiles, reports);
    if (failedFiles.length)
      logger.warn({ form, failed: failedFiles.length }, "lead stored without some files");
    const { id } = await storeLeadForm(db, form, parsed.data, meta);
    uploaded = [];
    // The toast's reply time is the server's (Amsterdam) clock, as in the confirmation mail and on /bedankt.
    const success = successMessage(form, replyPromiseOf(await getBusinessCalendar(db), form, new Date()));
    const next = thanksPath(form, id, { files: reports.length > 0 });
    return wantsJson ? Response.json({ ok: true, ...success, next }) : redirect(next, 303);
  } catch (error) {
    // The lead was not stored: its files must not stay behind as orphans.
    await discardUploads(getStorage(), uploaded);
    if (error instanceof LeadRejection)
      return answerError(request, form, wantsJson, error.status, error.error, { sent });
    // Log without the submitted data (personal data stays out of logs).
    logger.error(
      { form, err: { message: (error as Error).message, code: (error as { code?: string }).code } },
      "lead could not be stored",
    );
    return answerError(request, form, wantsJson, 500, failureError(form, phone), { sent });
  }
}
