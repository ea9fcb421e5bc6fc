// What a quote's staff page (/employee-dashboard/offertes/:id) reads and what its forms do. A concept is an
// editor (the customer, terms and lines as a form that works without JavaScript; saved, previewed or sent); a
// sent quote is its document with the actions its status allows (send again, withdraw, new version), the
// acceptance evidence, the decline reason and its other versions. Each success redirects to the page with
// ?melding=…, so a reload sends nothing twice; a refused form comes back with what was typed and its errors.
import { data, redirect } from "react-router";
import { quoteEditorCopy as copy } from "~/content/staff-quotes";
import { deliveryMethods } from "~/lib/leads/labels";
import { isLeadType } from "~/lib/leads/registry";
import { intent, type IntentFields } from "~/lib/intent";
import {
  lineInput,
  parseQuoteForm,
  quoteFormInput,
  readQuoteForm,
  withBlankRows,
  type QuoteFormErrors,
  type QuoteFormInput,
  type RefusedQuoteForm,
} from "~/lib/quotes/editor";
import { staffOrderHref } from "~/lib/orders/status";
import { staffQuoteHref } from "~/lib/quotes/list";
import { canMakeNewVersion, currentStatus, isOpen } from "~/lib/quotes/status";
import { priceSuggestion, priceSuggestions } from "~/lib/quotes/suggestions";
import { publishedPriceList } from "~/server/content/site-content.server";
import { z } from "~/lib/zod";
import { getSite } from "../../env.server";
import { newQuoteVersion, resendQuote, withdrawQuote } from "../../quotes/staff-actions.server";
import { sendQuote } from "../../workflows/quote-sent.server";
import {
  getQuote,
  isQuoteId,
  quoteDocument,
  saveConcept,
  shopToday,
  supplierOf,
  toQuoteLine,
  type StoredQuote,
} from "../../quotes/store.server";
import { versionsOf } from "./list.server";

function notFound(): never {
  throw data(copy.notFound, { status: 404 });
}

export function quoteIdParam(params: { id?: string }): string {
  if (!isQuoteId(params.id)) notFound();
  return params.id;
}

/** More empty rows after "Regel toevoegen" (?extra=n, at most 20). */
function extraRows(url: URL): number {
  const extra = Number.parseInt(url.searchParams.get("extra") ?? "0", 10);
  return Number.isSafeInteger(extra) && extra > 0 ? Math.min(extra, 20) : 0;
}

const notices: Record<string, string> = {
  opgeslagen: copy.saved,
  "regel-toegevoegd": copy.lineAdded,
  "regel-verwijderd": copy.lineRemoved,
  "opnieuw-verstuurd": copy.resent,
  ingetrokken: copy.withdrawn,
};

function noticeFor(melding: string | null, quote: StoredQuote, number: string | null): string | null {
  if (melding === "verstuurd" && quote.status !== "concept" && number) return copy.sent(number);
  return melding && Object.hasOwn(notices, melding) ? notices[melding]! : null;
}

/** The concept's form as stored, with the empty rows to type new lines into. */
export function editorValues(quote: StoredQuote, extra = 0): QuoteFormInput {
  const input = quoteFormInput(quote, quote.lines.map(toQuoteLine));
  return { ...input, lines: withBlankRows(input.lines, extra) };
}

export async function quotePage(id: string, url: URL) {
  const quote = await getQuote(id);
  if (!quote) notFound();
  const today = shopToday();
  const status = currentStatus(quote, today);
  const doc = { ...quoteDocument(quote), status };
  const versions = quote.number ? await versionsOf(quote.number) : [];
  const conceptVersion = versions.find((v) => v.status === "concept" && v.id !== quote.id);
  const extra = extraRows(url);
  return {
    id: quote.id,
    doc,
    status,
    supplier: supplierOf(getSite()),
    preview: status === "concept" && url.searchParams.get("weergave") === "voorbeeld",
    notice: noticeFor(url.searchParams.get("melding"), quote, doc.number),
    // A new revision of the stored quote remounts the editor, so its inputs show what was saved.
    revision: `${quote.updatedAt.toISOString()}-${extra}`,
    extra,
    editor: status === "concept" ? editorValues(quote, extra) : null,
    suggestions: priceSuggestions(await publishedPriceList()).map(({ id: value, label }) => ({
      value,
      label,
    })),
    deliveryOptions: deliveryMethods.map(({ value, label }) => ({ value, label })),
    times: {
      createdAt: quote.createdAt,
      sentAt: quote.sentAt,
      viewedAt: quote.viewedAt,
      reminderSentAt: quote.reminderSentAt,
      closedAt: quote.closedAt,
    },
    evidence:
      quote.status === "geaccepteerd"
        ? {
            name: quote.acceptedName,
            at: quote.closedAt,
            ip: quote.acceptedIp,
            userAgent: quote.acceptedUserAgent,
            pdfSha256: quote.acceptedPdfSha256,
          }
        : null,
    declineReason: quote.status === "afgewezen" ? quote.declineReason : null,
    declined: quote.status === "afgewezen",
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      status: v.status,
      grossCents: v.grossCents,
      current: v.id === quote.id,
    })),
    actions: {
      resend: isOpen(status),
      withdraw: isOpen(status),
      newVersion: Boolean(quote.number) && canMakeNewVersion(status) && !conceptVersion,
      conceptVersion: conceptVersion?.id ?? null,
    },
    leadHref:
      quote.leadType && quote.leadId && isLeadType(quote.leadType)
        ? `/employee-dashboard/leads/${quote.leadType}/${quote.leadId}`
        : null,
    customerHref: quote.customerEmail ? `/employee-dashboard/klant/offerte/${quote.id}` : null,
    // An accepted quote is an order: its page has the state, payments and invoices.
    orderHref: quote.orderStatus ? staffOrderHref(quote.id) : null,
    pdfHref: `${staffQuoteHref(quote.id)}/pdf`,
  };
}

// ---- The forms ----

/** A refused editor form: what was typed (with the empty rows again) and the error per field. */
interface EditorReply {
  status: number;
  formError: string;
  editor: RefusedQuoteForm;
}

function refused(values: QuoteFormInput, errors: QuoteFormErrors, formError: string, extra = 0): EditorReply {
  return {
    status: 400,
    formError,
    editor: {
      values: { ...values, lines: withBlankRows(values.lines, extra) },
      errors,
      // Each refusal remounts the form with what was sent (the inputs are uncontrolled).
      revision: `refused-${Date.now()}`,
    },
  };
}

type EditorIntent = "save" | "add-line" | "remove-line" | "add-price" | "preview" | "send";

/**
 * "Verwijderen" on a line posts `intent=remove-line:<row>` (a button carries one name and value): the row's
 * index as posted, before empty rows are left out.
 */
export function splitRemoveIntent(fields: IntentFields): IntentFields {
  const match = /^remove-line:(\d{1,4})$/.exec(fields.intent ?? "");
  return match ? { ...fields, intent: "remove-line", removeRow: match[1]! } : fields;
}

// Every key of the form reaches the handler: the lines' fields are indexed (`lines.3.unitPrice`).
const editorForm = z.looseObject({});

/** Reads, checks and saves the concept's form; then what the pressed button asked for. */
async function submitEditor(actorId: string, id: string, kind: EditorIntent, posted: IntentFields) {
  const self = staffQuoteHref(id);
  const remove = kind === "remove-line" ? Number(posted.removeRow) : undefined;
  const extra = Number.parseInt(posted.extraRows ?? "0", 10) || 0;
  const values = readQuoteForm(posted, { removeRow: remove });
  if (kind === "add-price") {
    const suggestion = priceSuggestion(await publishedPriceList(), posted.priceSuggestion ?? "");
    if (!suggestion)
      return refused(values, { priceSuggestion: copy.noPriceChosen }, copy.noPriceChosen, extra);
    values.lines.push(lineInput(suggestion.line));
  }
  const parsed = parseQuoteForm(values);
  if (!parsed.ok) return refused(values, parsed.errors, parsed.formError, extra);
  const saved = await saveConcept({ actorId, id, fields: parsed.fields, lines: parsed.lines });
  if (!saved.ok) {
    if (saved.reason === "not-found") notFound();
    if (saved.reason === "not-concept") return { status: 409, formError: copy.notConcept };
    return refused(values, {}, "message" in saved ? saved.message : copy.notAllowed, extra);
  }
  switch (kind) {
    case "add-line":
      throw redirect(`${self}?melding=regel-toegevoegd&extra=${Math.min(extra + 1, 20)}`);
    case "remove-line":
      throw redirect(`${self}?melding=regel-verwijderd`);
    case "add-price":
      throw redirect(`${self}?melding=regel-toegevoegd`);
    case "preview":
      throw redirect(`${self}?weergave=voorbeeld`);
    case "send":
      return send(actorId, id);
    default:
      throw redirect(`${self}?melding=opgeslagen`);
  }
}

async function send(actorId: string, id: string) {
  const result = await sendQuote({ actorId, id });
  if (result.ok) throw redirect(`${staffQuoteHref(id)}?melding=verstuurd`);
  if (result.reason === "not-found") notFound();
  if (result.reason === "invalid") return { status: 400, formError: result.message ?? copy.notAllowed };
  return { status: result.reason === "not-concept" ? 409 : 400, formError: copy.sendRefused[result.reason] };
}

/** The forms of one quote's page, for dispatchIntent. */
export function quoteIntents(actorId: string, id: string) {
  const self = staffQuoteHref(id);
  const editor = (kind: EditorIntent) =>
    intent(editorForm, (posted) => submitEditor(actorId, id, kind, posted as IntentFields));
  return {
    save: editor("save"),
    "add-line": editor("add-line"),
    "remove-line": editor("remove-line"),
    "add-price": editor("add-price"),
    preview: editor("preview"),
    send: editor("send"),
    // From the preview: sends the concept as stored (and as just shown), without a form to save.
    "send-stored": intent(z.object({}), () => send(actorId, id)),
    resend: intent(z.object({}), async () => {
      const result = await resendQuote({ actorId, id });
      if (result.ok) throw redirect(`${self}?melding=opnieuw-verstuurd`);
      if (result.reason === "not-found") notFound();
      return { status: 409, formError: copy.notAllowed };
    }),
    withdraw: intent(withdrawSchema, async () => {
      const result = await withdrawQuote({ actorId, id });
      if (result.ok) throw redirect(`${self}?melding=ingetrokken`);
      if (result.reason === "not-found") notFound();
      return { status: 409, formError: copy.notAllowed };
    }),
    "new-version": intent(z.object({}), async () => {
      const result = await newQuoteVersion({ actorId, id });
      if (result.ok) throw redirect(staffQuoteHref(result.id));
      if (result.reason === "not-found") notFound();
      return {
        status: 409,
        formError: result.reason === "has-concept" ? copy.hasConcept : copy.notAllowed,
      };
    }),
  };
}

/** Withdrawing asks for a tick first (works without JavaScript, unlike a confirm dialog). */
export const withdrawSchema = z.object({
  confirm: z.literal("on", { error: copy.withdrawNotConfirmed }),
});
