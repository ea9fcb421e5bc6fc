// /employee-dashboard/admin/avg (admins only): answer an AVG request for one e-mail address. Search shows
// everything stored about it; export (art. 15) downloads it as one file (employee-dashboard.admin.avg-export);
// erase (art. 17) deletes or anonymizes it after the address is typed again. The address travels in POST bodies
// only, so it never lands in a URL, the browser history or an access log. The retention periods in force are
// listed at the bottom.
import { data, Form } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { Field, FormError, Notice } from "~/components/form/field";
import { formatDateTime } from "~/components/staff/format";
import { privatePageMeta } from "~/components/staff/meta";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { avgCopy } from "~/content/avg";
import { confirmsErasure } from "~/lib/avg";
import { emailSchema } from "~/lib/email";
import { formatFileSize } from "~/lib/leads/attachments";
import { retentionRules } from "~/lib/retention";
import { roleLabel } from "~/lib/roles";
import { auditActionLabels, type AuditAction } from "~/server/audit.server";
import { requireAdmin } from "~/server/auth.server";
import { erasePerson, hasData, lookupPerson, type PersonData } from "~/server/avg/avg.server";
import { getDb } from "~/server/db/index.server";
import { getRetentionSettings } from "~/server/env.server";
import { readForm } from "~/server/http/form.server";
import { getStorage } from "~/server/storage.server";
import type { Route } from "./+types/employee-dashboard.admin.avg";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { rules: retentionRules(getRetentionSettings()) };
}

/** What the page shows of a lookup (dates as text; no storage keys). */
function summary(person: PersonData) {
  return {
    email: person.email,
    leads: person.leads.map((l) => ({
      key: `${l.type}:${l.id}`,
      href: `/employee-dashboard/leads/${l.type}/${l.id}`,
      typeLabel: l.typeLabel,
      status: l.status,
      spam: l.isSpam,
      received: formatDateTime(l.createdAt),
      rows: l.rows,
      notes: l.notes.map((n) => ({ when: formatDateTime(n.createdAt), body: n.body })),
      attachments: l.attachments.map((a) => `${a.fileName} (${formatFileSize(a.size)})`),
    })),
    account: person.account
      ? {
          email: person.account.email,
          name:
            [person.account.firstName, person.account.lastName].filter(Boolean).join(" ") ||
            person.account.name,
          // No profile row means the default role, a customer.
          role: roleLabel(person.account.role ?? "customer"),
          since: formatDateTime(person.account.createdAt),
          sessions: person.account.sessions,
        }
      : null,
    mails: person.mails.map((m) => ({
      id: m.id,
      subject: m.subject,
      to: m.to,
      status: m.status,
      when: formatDateTime(m.sentAt ?? m.createdAt),
    })),
    audit: person.audit.map((a) => ({
      id: a.id,
      when: formatDateTime(a.createdAt),
      what: auditActionLabels[a.action as AuditAction] ?? a.action,
    })),
  };
}

type ActionData = {
  formError?: string;
  /** The address field's error. */
  fieldError?: string;
  notice?: string;
  /** The address searched for, shown again in the field. */
  email?: string;
  result?: ReturnType<typeof summary>;
};

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const parsed = emailSchema.safeParse(form.email ?? "");
  if (!parsed.success)
    return data<ActionData>({ fieldError: parsed.error.issues[0]?.message }, { status: 400 });
  const email = parsed.data;
  switch (form.intent) {
    case "search": {
      const person = await lookupPerson(getDb(), email);
      if (!hasData(person)) return data<ActionData>({ notice: avgCopy.notFound, email }, { status: 404 });
      return data<ActionData>({ result: summary(person) });
    }
    case "erase": {
      if (!confirmsErasure(email, form.confirmation ?? "")) {
        const person = await lookupPerson(getDb(), email);
        return data<ActionData>(
          { ...(hasData(person) ? { result: summary(person) } : {}), formError: avgCopy.confirmMismatch },
          { status: 400 },
        );
      }
      const result = await erasePerson(getDb(), getStorage(), admin, email);
      if (!result.ok)
        return data<ActionData>(
          { formError: result.reason === "own-account" ? avgCopy.ownAccount : avgCopy.notFound },
          { status: result.reason === "own-account" ? 400 : 404 },
        );
      return data<ActionData>({ notice: avgCopy.erased(result.reference) });
    }
    default:
      return data<ActionData>({ formError: avgCopy.unknownAction }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(`${avgCopy.title} – beheer`, matches[0].loaderData.site);

export default function AvgPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const result = actionData?.result ?? null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{avgCopy.title}</h1>
      <p className="max-w-3xl text-slate-700">{avgCopy.intro}</p>
      <FormError message={actionData?.formError} />
      <Notice message={actionData?.notice} />
      <Card>
        <Form method="post" className="flex flex-wrap items-end gap-3" aria-label="E-mailadres zoeken">
          <input type="hidden" name="intent" value="search" />
          <div className="min-w-64 flex-1">
            <Field
              id="avg-email"
              name="email"
              type="email"
              label={avgCopy.searchLabel}
              autoComplete="off"
              required
              maxLength={254}
              defaultValue={result?.email ?? actionData?.email}
              error={actionData?.fieldError}
            />
          </div>
          <Button type="submit" busy={busy}>
            {avgCopy.searchButton}
          </Button>
        </Form>
      </Card>
      {result ? <PersonResult result={result} busy={busy} /> : null}
      <section aria-labelledby="retention-heading" className="space-y-3">
        <h2 id="retention-heading" className="text-xl font-semibold text-ink">
          {avgCopy.retentionHeading}
        </h2>
        <Table caption="Bewaartermijnen">
          <THead>
            <Tr>
              <Th>Gegevens</Th>
              <Th>Termijn</Th>
              <Th>Daarna</Th>
            </Tr>
          </THead>
          <TBody>
            {loaderData.rules.map((r) => (
              <Tr key={r.subject}>
                <Td>{r.subject}</Td>
                <Td className="whitespace-nowrap">{r.period}</Td>
                <Td>{r.effect}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </section>
    </div>
  );
}

function PersonResult({ result, busy }: { result: ReturnType<typeof summary>; busy: boolean }) {
  return (
    <section aria-labelledby="result-heading" className="space-y-6">
      <h2 id="result-heading" className="text-xl font-semibold break-all text-ink">
        Gegevens van {result.email}
      </h2>
      <div className="space-y-4">
        <h3 className="text-lg font-semibold text-ink">Aanvragen ({result.leads.length})</h3>
        {result.leads.map((lead) => (
          <Card key={lead.key} className="space-y-2">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <a className="text-brand-700 underline" href={lead.href}>
                {lead.typeLabel} van {lead.received}
              </a>
              <StatusBadge status={lead.status} />
              {lead.spam ? <span className="text-sm text-slate-600">(spam)</span> : null}
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
                <p className="text-sm font-semibold">Notities</p>
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
                <p className="text-sm font-semibold">Bijlagen</p>
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
      <div className="space-y-2">
        <h3 className="text-lg font-semibold text-ink">Account</h3>
        {result.account ? (
          <p className="text-sm">
            {result.account.name || result.account.email}, rol: {result.account.role}, sinds{" "}
            {result.account.since}; {result.account.sessions} actieve sessie(s).
          </p>
        ) : (
          <p className="text-sm text-slate-700">Geen account.</p>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold text-ink">E-mails ({result.mails.length})</h3>
        <ul className="list-disc pl-5 text-sm">
          {result.mails.map((m) => (
            <li key={m.id}>
              {m.when}: {m.subject || "(inhoud gewist)"} aan <span className="break-all">{m.to}</span> (
              {m.status === "sent" ? "verstuurd" : m.status === "failed" ? "mislukt" : "in de wachtrij"})
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold text-ink">Auditlog ({result.audit.length})</h3>
        <ul className="list-disc pl-5 text-sm">
          {result.audit.map((a) => (
            <li key={a.id}>
              {a.when}: {a.what}
            </li>
          ))}
        </ul>
      </div>
      <Card className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">Inzage (artikel 15)</h3>
        <p className="text-sm text-slate-700">{avgCopy.exportHint}</p>
        {/* A document POST, so the browser saves the answer as a download. */}
        <Form method="post" action="/employee-dashboard/admin/avg/export" reloadDocument>
          <input type="hidden" name="email" value={result.email} />
          <Button type="submit" variant="outline">
            {avgCopy.exportButton}
          </Button>
        </Form>
      </Card>
      <Card className="space-y-3 border-red-200">
        <h3 className="text-lg font-semibold text-ink">{avgCopy.eraseHeading}</h3>
        <p className="text-sm text-slate-700">{avgCopy.eraseHint}</p>
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
      </Card>
    </section>
  );
}
