// /employee-login/2fa/back-upcodes: the backup codes of the set-up under way, as a text file to keep. Only
// while it is unconfirmed: afterwards the codes are never shown again.
import { data } from "react-router";
import { backupCodesFile } from "~/lib/backup-codes";
import { twoFactorCopy } from "~/content/staff-access";
import { getAuthFor } from "~/server/better-auth.server";
import { getDb } from "~/server/db/index.server";
import { getSite } from "~/server/env.server";
import { markPrivate } from "~/server/staff/http.server";
import { pendingTwoFactor, requireEnrollingStaff } from "~/server/staff/two-factor.server";
import type { Route } from "./+types/employee-login.2fa.backup-codes";

export async function loader({ request }: Route.LoaderArgs) {
  let user;
  try {
    user = await requireEnrollingStaff(request);
  } catch (thrown) {
    if (thrown instanceof Response) throw markPrivate(thrown);
    throw thrown;
  }
  const pending = await pendingTwoFactor(getAuthFor(request), getDb(), user);
  if (!pending)
    throw data("Er zijn geen back-upcodes om te downloaden. Begin opnieuw met het instellen.", {
      status: 404,
      headers: { "Cache-Control": "private, no-store" },
    });
  return markPrivate(
    new Response(backupCodesFile(getSite().brand, user.email, pending.backupCodes), {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": `attachment; filename="${twoFactorCopy.fileName}"`,
      },
    }),
  );
}
