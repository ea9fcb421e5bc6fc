// /employee-dashboard/admin/backups (admins only): the backups in DATA_DIR/backups (time, size, what is in them),
// a download per backup, "make one now", and the runs that failed. Downloads and manual runs are audit-logged
// (server/backups/staff-page.server).
import { Form, useNavigation } from "react-router";
import { BackupList, FailedRuns } from "~/components/staff/backups/backup-tables";
import { FormError, Notice } from "~/components/form/field";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { backupsCopy as copy } from "~/content/backups";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { backupNow, backupsOverview } from "~/server/backups/staff-page.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import type { Route } from "./+types/employee-dashboard.admin.backups";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return backupsOverview();
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return dispatchIntent(
    request,
    { backup: intent(z.object({}), () => backupNow(admin.id)) },
    { unknown: copy.unknownAction },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.metaTitle, matches[0].loaderData.site);

export default function BackupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { backups, failed, running, schedule, postgres } = loaderData;
  // Busy from the click until the list is reloaded, and while any run (the night's, another tab's) is going.
  const backingUp = navigation.state !== "idle" && navigation.formData?.get("intent") === "backup";
  const busy = backingUp || running;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <FormError message={actionData?.formError} />
      <Notice message={actionData?.notice} />
      <Card className="space-y-3">
        <p className="text-slate-800">{schedule}</p>
        {postgres ? <p className="text-slate-800">{copy.postgres}</p> : null}
        {running ? <p className="font-semibold text-slate-900">{copy.running}</p> : null}
        <Form method="post">
          <input type="hidden" name="intent" value="backup" />
          <Button type="submit" busy={busy} aria-busy={busy || undefined}>
            {busy ? copy.making : copy.makeNow}
          </Button>
        </Form>
      </Card>
      {failed.length ? <FailedRuns runs={failed} /> : null}
      <BackupList backups={backups} />
    </div>
  );
}
