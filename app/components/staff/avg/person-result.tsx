// The AVG page's answer to a search: everything stored about the address (requests with their fields, notes and
// files, quotes, the account, the mails, the audit entries), then export (art. 15) and erase (art. 17).
import { Form } from "react-router";
import { Field } from "~/components/form/field";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { avgCopy } from "~/content/avg";
import { cn } from "~/lib/cn";
import type { PersonSummary } from "~/server/avg/page.server";

const copy = avgCopy.result;

function mailStatus(status: string): string {
  return status === "sent"
    ? copy.mailStatus.sent
    : status === "failed"
      ? copy.mailStatus.failed
      : copy.mailStatus.queued;
}

function Part({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-ink">{heading}</h3>
      {children}
    </div>
  );
}

function ActionCard(props: { heading: string; hint: string; className?: string; children: React.ReactNode }) {
  return (
    <Card className={cn("space-y-3", props.className)}>
      <h3 className="text-lg font-semibold text-ink">{props.heading}</h3>
      <p className="text-sm text-slate-700">{props.hint}</p>
      {props.children}
    </Card>
  );
}

export function PersonResult({ result, busy }: { result: PersonSummary; busy: boolean }) {
  return (
    <section aria-labelledby="result-heading" className="space-y-6">
      <h2 id="result-heading" className="text-xl font-semibold break-all text-ink">
        {copy.heading(result.email)}
      </h2>
      <div className="space-y-4">
        <h3 className="text-lg font-semibold text-ink">{copy.leads(result.leads.length)}</h3>
        {result.leads.map((lead) => (
          <Card key={lead.key} className="space-y-2">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <a className="text-brand-700 underline" href={lead.href}>
                {copy.leadTitle(lead.typeLabel, lead.received)}
              </a>
              <StatusBadge status={lead.status} />
              {lead.spam ? <span className="text-sm text-slate-600">{copy.spam}</span> : null}
            </p>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
              {lead.rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            {lead.notes.length ? (
              <div>
                <p className="text-sm font-semibold">{copy.notes}</p>
                <ul className="list-disc pl-5 text-sm">
                  {lead.notes.map((n, i) => (
                    <li key={i}>
                      {n.when}: {n.body}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {lead.attachments.length ? (
              <div>
                <p className="text-sm font-semibold">{copy.attachments}</p>
                <ul className="list-disc pl-5 text-sm">
                  {lead.attachments.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Card>
        ))}
      </div>
      {result.quotes.length ? (
        <Part heading={copy.quotes(result.quotes.length)}>
          <ul className="list-disc pl-5 text-sm">
            {result.quotes.map((q) => (
              <li key={q.id}>
                <a className="text-brand-700 underline" href={q.href}>
                  {q.title}
                </a>{" "}
                ({q.status}), {copy.quoteTotal} {q.total}
                {q.accepted ? <span className="block text-slate-700">{q.accepted}</span> : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {result.invoices.length ? (
        <Part heading={copy.invoices(result.invoices.length)}>
          <ul className="list-disc pl-5 text-sm">
            {result.invoices.map((i) => (
              <li key={i.number}>
                <a className="text-brand-700 underline" href={i.href} download>
                  {i.title}
                </a>
                , {copy.quoteTotal} {i.total}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {result.payments.length ? (
        <Part heading={copy.payments(result.payments.length)}>
          <ul className="list-disc pl-5 text-sm">
            {result.payments.map((p) => (
              <li key={p.id}>{p.line}</li>
            ))}
          </ul>
        </Part>
      ) : null}
      <Part heading={copy.account}>
        {result.account ? (
          <p className="text-sm">
            {copy.accountLine({ ...result.account, who: result.account.name || result.account.email })}
          </p>
        ) : (
          <p className="text-sm text-slate-700">{copy.noAccount}</p>
        )}
      </Part>
      <Part heading={copy.mails(result.mails.length)}>
        <ul className="list-disc pl-5 text-sm">
          {result.mails.map((m) => (
            <li key={m.id}>
              {m.when}: {m.subject || copy.mailErased}
              {copy.mailTo}
              <span className="break-all">{m.to}</span> ({mailStatus(m.status)})
            </li>
          ))}
        </ul>
      </Part>
      <Part heading={copy.audit(result.audit.length)}>
        <ul className="list-disc pl-5 text-sm">
          {result.audit.map((a) => (
            <li key={a.id}>
              {a.when}: {a.what}
            </li>
          ))}
        </ul>
      </Part>
      <ActionCard heading={copy.exportHeading} hint={avgCopy.exportHint}>
        {/* A document POST, so the browser saves the answer as a download. */}
        <Form method="post" action="/employee-dashboard/admin/avg/export" reloadDocument>
          <input type="hidden" name="email" value={result.email} />
          <Button type="submit" variant="outline">
            {avgCopy.exportButton}
          </Button>
        </Form>
      </ActionCard>
      <ActionCard heading={avgCopy.eraseHeading} hint={avgCopy.eraseHint} className="border-red-200">
        <Form method="post" className="flex flex-wrap items-end gap-3" aria-label={avgCopy.eraseHeading}>
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="email" value={result.email} />
          <div className="min-w-64 flex-1">
            <Field
              id="avg-confirm"
              name="confirmation"
              type="email"
              label={avgCopy.confirmLabel}
              autoComplete="off"
              required
              maxLength={254}
            />
          </div>
          <Button type="submit" variant="secondary" busy={busy}>
            {avgCopy.eraseButton}
          </Button>
        </Form>
      </ActionCard>
    </section>
  );
}
