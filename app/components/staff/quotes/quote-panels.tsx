// The cards beside a sent quote's document: what staff can still do (send again, new version, withdraw, the
// PDF), its dates, the customer's acceptance evidence or decline, and the other versions of the same number.
import { Form, Link } from "react-router";
import { ConfirmField } from "~/components/form/confirm-field";
import { QuoteStatusBadge } from "~/components/staff/quotes/quote-status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { quoteEditorCopy as copy } from "~/content/staff-quotes";
import { formatDateTime } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import { staffQuoteHref } from "~/lib/quotes/list";
import type { QuoteStatus } from "~/lib/quotes/status";
import { StaffSection } from "~/components/staff/staff-section";

type When = Date | string | null;

export function ActionsCard(props: {
  actions: { resend: boolean; withdraw: boolean; newVersion: boolean; conceptVersion: string | null };
  pdfHref: string;
  withdrawError?: string;
  busy: boolean;
}) {
  const { actions, busy } = props;
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold text-ink">{copy.actions}</h2>
      <div className="flex flex-wrap gap-2">
        {actions.resend ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <Button type="submit" size="sm" busy={busy}>
              {copy.resend}
            </Button>
          </Form>
        ) : null}
        {actions.newVersion ? (
          <Form method="post">
            <input type="hidden" name="intent" value="new-version" />
            <Button type="submit" size="sm" variant="outline" busy={busy}>
              {copy.newVersion}
            </Button>
          </Form>
        ) : null}
        {actions.conceptVersion ? (
          <Link
            className={buttonVariants({ variant: "outline", size: "sm" })}
            to={staffQuoteHref(actions.conceptVersion)}
          >
            {copy.openConcept}
          </Link>
        ) : null}
        {/* A document link: the browser saves the PDF. */}
        <a className={buttonVariants({ variant: "outline", size: "sm" })} href={props.pdfHref} download>
          {copy.downloadPdf}
        </a>
      </div>
      {actions.newVersion ? <p className="mt-3 text-sm text-slate-700">{copy.newVersionHint}</p> : null}
      {actions.withdraw ? <WithdrawForm error={props.withdrawError} busy={busy} /> : null}
    </Card>
  );
}

/** "Intrekken" asks for a tick first: a confirmation that works without JavaScript. */
function WithdrawForm({ error, busy }: { error?: string; busy: boolean }) {
  return (
    <Form method="post" className="mt-4 space-y-2 border-t border-slate-200 pt-4" aria-label={copy.withdraw}>
      <input type="hidden" name="intent" value="withdraw" />
      <p className="text-sm text-slate-700">{copy.withdrawConfirm}</p>
      <ConfirmField id="withdraw-confirm" label={copy.withdrawConfirmLabel} error={error} />
      <div>
        <Button type="submit" size="sm" variant="outline" busy={busy}>
          {copy.withdraw}
        </Button>
      </div>
    </Form>
  );
}

export function DatesCard({
  times,
}: {
  times: { createdAt: When; sentAt: When; viewedAt: When; reminderSentAt: When; closedAt: When };
}) {
  const rows: [string, When][] = [
    [copy.created, times.createdAt],
    [copy.sentAt, times.sentAt],
    [copy.viewedAt, times.viewedAt],
    [copy.reminderSentAt, times.reminderSentAt],
    [copy.closedAt, times.closedAt],
  ];
  return (
    <StaffSection card title={copy.history}>
      <FactList rows={rows.flatMap(([label, at]) => (at ? [[label, formatDateTime(at)] as const] : []))} />
    </StaffSection>
  );
}

export function EvidenceCard({
  evidence,
}: {
  evidence: {
    name: string | null;
    at: When;
    ip: string | null;
    userAgent: string | null;
    pdfSha256: string | null;
  };
}) {
  return (
    <StaffSection card title={copy.evidence} className="space-y-3 border-emerald-200">
      <FactList
        rows={[
          [copy.evidenceName, evidence.name ?? "–"],
          [copy.evidenceAt, evidence.at ? formatDateTime(evidence.at) : "–"],
          [copy.evidenceIp, evidence.ip ?? "–"],
          [copy.evidenceUserAgent, evidence.userAgent ?? "–"],
          [copy.evidencePdf, evidence.pdfSha256 ?? "–"],
        ]}
      />
    </StaffSection>
  );
}

export function DeclineCard({ reason }: { reason: string | null }) {
  return (
    <Card>
      <h2 className="mb-2 text-xl font-semibold text-ink">{copy.declined}</h2>
      <p className="text-sm font-medium text-slate-800">{copy.declineReason}</p>
      <p className="break-words whitespace-pre-wrap text-slate-900">{reason ?? copy.noReason}</p>
    </Card>
  );
}

export function VersionsCard({
  versions,
}: {
  versions: { id: string; version: number; status: QuoteStatus; grossCents: number; current: boolean }[];
}) {
  return (
    <StaffSection card title={copy.versions}>
      <ol className="space-y-2 text-sm">
        {versions.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center gap-2">
            {v.current ? (
              <span className="font-semibold">
                {copy.versionLabel(v.version)} ({copy.thisVersion})
              </span>
            ) : (
              <Link className="font-semibold text-brand-700 underline" to={staffQuoteHref(v.id)}>
                {copy.versionLabel(v.version)}
              </Link>
            )}
            <QuoteStatusBadge status={v.status} />
            <span className="tabular-nums">{formatEuro(v.grossCents)}</span>
          </li>
        ))}
      </ol>
    </StaffSection>
  );
}

function FactList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="mb-2 break-all text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
