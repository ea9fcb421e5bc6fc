// /employee-dashboard/facturen/:number (admins only): one invoice's reminders with their PDFs, "Markeer als
// betwist" / "Betwisting opheffen" (pauses the schedule) and for a business the statutory commercial interest with
// the choice to charge it. Every action is audited (server/staff/invoice-page.server). Plain forms, no JavaScript.
import { Form, Link } from "react-router";
import { FormError, FormFields, Notice, TextAreaField } from "~/components/form/field";
import { privatePageMeta } from "~/components/staff/meta";
import { StaffSection } from "~/components/staff/staff-section";
import { IntentButton } from "~/components/staff/intent-button";
import { Button } from "~/components/ui/button";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { invoicePageCopy as copy } from "~/content/reminders";
import { constraintsFrom } from "~/lib/form-constraints";
import { resultFor } from "~/lib/intent";
import { disputeSchema } from "~/lib/receivables/reminder-forms";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import {
  chargeInterest,
  disputeInvoice,
  invoicePage,
  liftInvoiceDispute,
} from "~/server/staff/invoice-page.server";
import type { Route } from "./+types/employee-dashboard.invoice";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return invoicePage(params.number);
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return dispatchIntent(
    request,
    {
      dispute: intent(disputeSchema, ({ reason }) => disputeInvoice(params.number, reason, admin.id)),
      lift: intent(z.object({}), () => liftInvoiceDispute(params.number, admin.id)),
      interest: intent(z.object({}), () => chargeInterest(params.number, admin.id)),
    },
    { unknown: copy.unknown },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privatePageMeta(copy.metaTitle(loaderData?.number ?? ""), matches[0].loaderData.site);

const disputeConstraints = constraintsFrom(disputeSchema);
const link = "font-medium text-brand-700 underline";

export default function InvoicePage({ loaderData: page, actionData }: Route.ComponentProps) {
  const disputeResult = resultFor(actionData, "dispute");
  const facts: [string, string | null][] = [
    [copy.facts.customer, page.customer],
    [copy.facts.issuedOn, page.issuedOn],
    [copy.facts.dueOn, page.dueOn],
    [copy.facts.open, page.open],
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title(page.number)}</h1>
      <Notice message={actionData?.notice} />
      <FormError message={actionData?.formError} />
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-800">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a className={link} href={page.pdfHref}>
          {copy.pdf}
        </a>
        <Link className={link} to={page.orderHref}>
          {copy.order}
        </Link>
        <Link className={link} to="/employee-dashboard/debiteuren">
          {copy.receivables}
        </Link>
        <Link className={link} to="/employee-dashboard/herinneringen">
          {copy.settings}
        </Link>
      </p>

      <StaffSection
        title={copy.remindersTitle}
        id="herinneringen"
        empty={page.reminders.length ? null : copy.remindersEmpty}
      >
        <Table caption={copy.remindersCaption}>
          <THead>
            <Tr>
              <Th>{copy.columns.step}</Th>
              <Th>{copy.columns.sentOn}</Th>
              <Th className="text-right">{copy.columns.open}</Th>
              <Th>{copy.columns.stated}</Th>
              <Th>{copy.columns.pdf}</Th>
            </Tr>
          </THead>
          <TBody>
            {page.reminders.map((reminder) => (
              <Tr key={reminder.id}>
                <Td>{reminder.label}</Td>
                <Td className="whitespace-nowrap">{reminder.sentOn}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{reminder.open}</Td>
                <Td>{reminder.stated}</Td>
                <Td>
                  <a className={link} href={reminder.pdfHref}>
                    PDF<span className="sr-only"> {copy.pdfLink(reminder.label)}</span>
                  </a>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </StaffSection>

      <StaffSection title={copy.disputeTitle} id="betwisting" intro={copy.disputeIntro} card>
        {page.dispute ? (
          <div className="space-y-3">
            <p className="font-semibold text-slate-900">{page.dispute.text}</p>
            <p className="whitespace-pre-line text-slate-800">{page.dispute.reason}</p>
            <IntentButton intent="lift" fields={{}}>
              {copy.liftDispute}
            </IntentButton>
          </div>
        ) : (
          <FormFields
            constraints={disputeConstraints}
            errors={disputeResult?.fieldErrors}
            values={{ reason: disputeResult?.values?.reason ?? "" }}
          >
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="dispute" />
              <TextAreaField label={copy.reasonLabel} name="reason" hint={copy.reasonHint} rows={3} />
              <Button type="submit" size="sm">
                {copy.markDisputed}
              </Button>
            </Form>
          </FormFields>
        )}
      </StaffSection>

      <StaffSection
        title={copy.interestTitle}
        id="rente"
        intro={page.business ? copy.interestIntro : copy.consumer}
        card
      >
        {page.business ? (
          <div className="space-y-3">
            {page.interest ? (
              <>
                <p className="text-slate-900">{page.interest.text}</p>
                <IntentButton intent="interest" fields={{}}>
                  {copy.interestCharge}
                </IntentButton>
              </>
            ) : (
              <p className="text-slate-800">{copy.interestNone}</p>
            )}
            {page.charges.length ? (
              <ul className="list-disc space-y-1 pl-5 text-slate-800">
                {page.charges.map((charge) => (
                  <li key={charge.id}>{charge.text}</li>
                ))}
              </ul>
            ) : null}
            <p className="text-sm text-slate-700">{copy.interestNotIssued}</p>
          </div>
        ) : null}
      </StaffSection>
    </div>
  );
}
