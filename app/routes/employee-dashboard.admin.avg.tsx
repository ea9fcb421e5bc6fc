// /employee-dashboard/admin/avg (admins only): answer an AVG request for one e-mail address. Search shows
// everything stored about it; export (art. 15) downloads it as one file (employee-dashboard.admin.avg-export);
// erase (art. 17) deletes or anonymizes it after the address is typed again. The address travels in POST bodies
// only, so it never lands in a URL, the browser history or an access log. The retention periods in force are
// listed at the bottom.
import { Form } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { PersonResult } from "~/components/staff/avg/person-result";
import { RetentionTable } from "~/components/staff/avg/retention-table";
import { Field, FormError, Notice } from "~/components/form/field";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { avgCopy } from "~/content/avg";
import { emailSchema } from "~/lib/email";
import { retentionRules } from "~/lib/retention";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { erasePersonConfirmed, searchPerson } from "~/server/avg/page.server";
import { getRetentionSettings } from "~/server/env.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import type { Route } from "./+types/employee-dashboard.admin.avg";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { rules: retentionRules(getRetentionSettings()) };
}

const searchSchema = z.object({ email: emailSchema });
const eraseSchema = searchSchema.extend({ confirmation: z.string().default("") });

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return dispatchIntent(
    request,
    {
      search: intent(searchSchema, ({ email }) => searchPerson(email)),
      erase: intent(eraseSchema, ({ email, confirmation }) =>
        erasePersonConfirmed(admin, email, confirmation),
      ),
    },
    { unknown: avgCopy.unknownAction },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(`${avgCopy.title} – beheer`, matches[0].loaderData.site);

export default function AvgPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const searched = actionData && "email" in actionData ? actionData.email : undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{avgCopy.title}</h1>
      <p className="max-w-3xl text-slate-700">{avgCopy.intro}</p>
      <FormError message={actionData?.formError} />
      <Notice message={actionData?.notice} />
      <Card>
        <Form method="post" className="flex flex-wrap items-end gap-3" aria-label={avgCopy.searchFormLabel}>
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
              defaultValue={result?.email ?? searched ?? actionData?.values?.email}
              error={actionData?.fieldErrors?.email}
            />
          </div>
          <Button type="submit" busy={busy}>
            {avgCopy.searchButton}
          </Button>
        </Form>
      </Card>
      {result ? <PersonResult result={result} busy={busy} /> : null}
      <RetentionTable rules={loaderData.rules} />
    </div>
  );
}
