// The bank statement part of the receivables page (docs/receivables.md, "Bank statements"): the upload form
// (multipart, a plain POST without JavaScript), the summary of the upload just made, and the lines waiting to be
// assigned: each with a choice of the open prepayments and invoices to book it on, or "geen betaling van een klant".
import { Form } from "react-router";
import { FieldFrame, FormError, Notice, SelectField, useField } from "~/components/form/field";
import { StaffSection } from "~/components/staff/staff-section";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { statementCopy as copy } from "~/content/receivables";
import { useSending } from "~/hooks/use-sending";
import { formatEuro } from "~/lib/money";
import { formatDay } from "~/lib/shop-time";
import type { StatementActionData, StatementPanelView as Panel } from "~/lib/receivables/statement-view";

function UploadForm({ error }: { error?: string }) {
  const busy = useSending();
  const file = useField({
    id: "statement-file",
    name: "afschrift",
    label: copy.fileLabel,
    hint: copy.fileHint,
    error,
    required: true,
  });
  return (
    <Card>
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-4 sm:grid-cols-[1fr_auto]"
        aria-label={copy.uploadTitle}
      >
        <FieldFrame field={file} label={copy.fileLabel} hint={copy.fileHint}>
          <Input
            {...file.control}
            type="file"
            required
            accept=".xml,.sta,.940,.mt940,.txt,application/xml,text/xml,text/plain"
            className="py-2"
          />
        </FieldFrame>
        <div className="flex items-start sm:pt-7">
          <Button type="submit" busy={busy}>
            {copy.upload}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function WaitingLine({
  line,
  targets,
  error,
}: {
  line: Panel["waiting"][number];
  targets: Panel["targets"];
  error?: string;
}) {
  const busy = useSending();
  const headingId = `line-${line.id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {formatEuro(line.amountCents)} · {formatDay(line.bookingDate)}
        </h3>
        <p className="text-sm text-slate-700">{line.reason}</p>
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">{copy.columns.payer}</dt>
        <dd className="break-words">{line.payer || "–"}</dd>
        <dt className="font-medium">{copy.columns.remittance}</dt>
        <dd className="break-words">{line.remittance || "–"}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="lineId" value={line.id} />
          <SelectField
            id={`target-${line.id}`}
            name="target"
            label={copy.targetLabel}
            required
            defaultValue=""
            error={error}
            className="min-w-0 flex-1 basis-64"
          >
            <option value="" disabled>
              {copy.targetPlaceholder}
            </option>
            {targets.map((target) => (
              <option key={target.value} value={target.value}>
                {target.label}
              </option>
            ))}
          </SelectField>
          <Button type="submit" busy={busy}>
            {copy.assign}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="ignore" />
          <input type="hidden" name="lineId" value={line.id} />
          <Button type="submit" variant="outline" busy={busy}>
            {copy.ignore}
          </Button>
        </Form>
      </div>
    </li>
  );
}

export function StatementPanel({ panel, result }: { panel: Panel; result?: StatementActionData }) {
  const { summary, waiting, targets } = panel;
  return (
    <>
      <StaffSection id="afschrift" title={copy.uploadTitle} intro={copy.uploadIntro}>
        {summary ? <Notice message={copy.summary(summary.booked, summary.waiting, summary.seen)} /> : null}
        {result && result.intent !== "upload" && !result.lineId ? <FormError message={result.error} /> : null}
        {result?.notice ? <Notice message={result.notice} /> : null}
        <UploadForm error={result?.intent === "upload" ? result.error : undefined} />
      </StaffSection>
      <StaffSection
        id="wachtend"
        title={copy.waitingTitle}
        empty={waiting.length ? undefined : copy.waitingEmpty}
      >
        <p className="text-sm text-slate-700">{copy.waitingCount(waiting.length)}</p>
        <ul className="space-y-3" aria-label={copy.waitingCaption}>
          {waiting.map((line) => (
            <WaitingLine
              key={line.id}
              line={line}
              targets={targets}
              error={result?.lineId === line.id ? result.error : undefined}
            />
          ))}
        </ul>
      </StaffSection>
    </>
  );
}
