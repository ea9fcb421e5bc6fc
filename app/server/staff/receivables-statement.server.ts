// The bank statement part of the receivables page (/employee-dashboard/debiteuren, docs/receivables.md, "Bank
// statements"): what the page shows (the upload's summary, the lines waiting to be assigned, the open items to
// choose from) and what its forms do: upload a CAMT.053 file (multipart, read whole in memory, never stored as a
// file), assign a waiting line to an open prepayment, invoice or rentenota, or mark it as no customer's payment. The route
// checks the admin role first; the workflow books.
import { data, redirect } from "react-router";
import { assignReasonLabels, statementCopy as copy } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import type { StatementActionData, StatementPanelView } from "~/lib/receivables/statement-view";
import { isUuid } from "~/lib/uuid";
import { FORM_MESSAGES, readCapped, readFormFields } from "../http/form.server";
import { STATEMENT_FORM_BYTES } from "../http/upload-routes.server";
import { openStatementItems } from "../receivables/statement.server";
import { waitingLines } from "../receivables/statement-lines.server";
import {
  assignStatementLine,
  bookStatement,
  ignoreStatementLine,
} from "../workflows/statement-booked.server";

export const RECEIVABLES_PATH = "/employee-dashboard/debiteuren";
/** The largest statement file taken (the form's cap leaves room for the multipart framing). */
const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

const count = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : null);

function reasonLabel(reason: string | null): string {
  if (reason && Object.hasOwn(assignReasonLabels, reason))
    return assignReasonLabels[reason as keyof typeof assignReasonLabels];
  return reason === "failed" ? copy.failedReason : copy.refusedReason;
}

const optionLabel = {
  prepayment: copy.prepaymentOption,
  invoice: copy.invoiceOption,
  interest: copy.noteOption,
} as const;

/** The page's statement part: the summary of the upload just made (from the address), the waiting lines, the targets. */
export async function statementPanel(url: URL): Promise<StatementPanelView> {
  const booked = count(url.searchParams.get("geboekt"));
  const waiting = count(url.searchParams.get("wachten"));
  const seen = count(url.searchParams.get("eerder"));
  const lines = await waitingLines();
  const items = lines.length ? await openStatementItems() : [];
  return {
    summary: booked !== null && waiting !== null && seen !== null ? { booked, waiting, seen } : null,
    waiting: lines.map((line) => ({
      id: line.id,
      bookingDate: line.bookingDate,
      payer: [line.payerName, line.payerIban].filter(Boolean).join(" · "),
      remittance: line.remittance,
      amountCents: line.amountCents,
      reason: reasonLabel(line.reason),
    })),
    targets: items.map((item) => {
      const who = item.names.filter(Boolean).join(", ");
      const number = item.references[0]!;
      return {
        value: `${item.kind}:${item.id}`,
        label: optionLabel[item.kind](number, who, formatEuro(item.openCents)),
      };
    }),
  };
}

const answer = (body: StatementActionData, status = 200) => data(body, { status });

/** The statement file of a multipart upload, or a Dutch refusal. */
async function readStatementFile(
  request: Request,
): Promise<{ content: string } | { error: string; status: number }> {
  const type = request.headers.get("content-type") ?? "";
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > STATEMENT_FORM_BYTES) return { error: copy.refusals.tooLarge, status: 413 };
  const body = await readCapped(request, STATEMENT_FORM_BYTES);
  if (!body) return { error: copy.refusals.tooLarge, status: 413 };
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    return { error: FORM_MESSAGES.unreadable, status: 400 };
  }
  const file = form.get("afschrift");
  if (!file || typeof file === "string" || file.size === 0)
    return { error: copy.refusals.noFile, status: 400 };
  if (file.size > MAX_STATEMENT_BYTES) return { error: copy.refusals.tooLarge, status: 413 };
  return { content: await file.text() };
}

/** The page's forms, for an admin (the route checked the role). */
export async function statementAction(request: Request, actorId: string) {
  const type = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data/i.test(type)) {
    const read = await readStatementFile(request);
    if ("error" in read) return answer({ intent: "upload", error: read.error }, read.status);
    const booked = await bookStatement({ content: read.content, actorId });
    if (!booked.ok) return answer({ intent: "upload", error: booked.error }, 400);
    const { summary } = booked;
    return redirect(
      `${RECEIVABLES_PATH}?geboekt=${summary.booked}&wachten=${summary.waiting}&eerder=${summary.seen}#afschrift`,
    );
  }
  const form = await readFormFields(request);
  if (!form.ok) return answer({ intent: "assign", error: form.message }, form.status);
  const { intent, lineId = "", target = "" } = form.fields;
  if (!isUuid(lineId) || (intent !== "assign" && intent !== "ignore"))
    return answer({ intent: "assign", error: copy.refusals.lineHandled }, 404);
  if (intent === "ignore") {
    const result = await ignoreStatementLine({ lineId, actorId });
    return answer(
      result.ok ? { intent, notice: result.message } : { intent, lineId, error: result.message },
      result.ok ? 200 : result.status,
    );
  }
  const [kind, id] = target.split(":");
  if (!(kind === "prepayment" || kind === "invoice" || kind === "interest") || !isUuid(id))
    return answer({ intent, lineId, error: copy.refusals.noTarget }, 400);
  const result = await assignStatementLine({ lineId, target: { kind, id }, actorId });
  return answer(
    result.ok ? { intent, notice: result.message } : { intent, lineId, error: result.message },
    result.ok ? 200 : result.status,
  );
}
