// /employee-dashboard/admin/users (admins only): accounts, new staff, roles, two-factor reset, password reset
// links, deactivation.
import { useSending } from "~/hooks/use-sending";
import { CreateStaffForm, OneTimePassword } from "~/components/staff/admin-users/create-staff-form";
import { UserTable } from "~/components/staff/admin-users/user-table";
import { FormError, Notice } from "~/components/form/field";
import { adminUsersCopy as copy } from "~/content/admin-users";
import { passwordCopy } from "~/content/password";
import { staffAccountSchema } from "~/lib/account-schemas";
import { isRole } from "~/lib/roles";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { authOrigin } from "~/server/better-auth.server";
import { privatePageMeta } from "~/components/staff/meta";
import { resultFor } from "~/lib/intent";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import {
  changeRole,
  createStaff,
  listUsers,
  resetTwoFactor,
  sendPasswordResetLink,
  setActive,
} from "~/server/staff/users.server";
import { CalendarFeedsTable } from "~/components/staff/admin-users/calendar-feeds-table";
import { staffFeedCopy as feedCopy } from "~/content/staff-calendar-feed";
import { liveFeeds, revokeFeed } from "~/server/appointments/feeds.server";
import type { Route } from "./+types/employee-dashboard.admin.users";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { users: await listUsers(), selfId: admin.id, feeds: await liveFeeds() };
}

/** An account row's forms post its id; an unknown id is the users module's Dutch refusal. */
const userSchema = z.object({ userId: z.string().default("") });

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const setActiveIntent = (active: boolean) =>
    intent(userSchema, async ({ userId }) => {
      const result = await setActive(admin.id, userId, active);
      if (!result.ok) return { formError: result.message, status: 400 };
      return { notice: active ? copy.activated : copy.deactivatedNotice };
    });
  return dispatchIntent(
    request,
    {
      create: intent(staffAccountSchema, async (values) => {
        const result = await createStaff(admin.id, values);
        if (!result.ok) {
          const exists = result.reason === "exists";
          // What was typed stays in the form.
          return { values, formError: exists ? copy.exists : copy.createFailed, status: exists ? 409 : 400 };
        }
        const password = "password" in result ? (result.password ?? "") : "";
        return { notice: copy.created, created: { email: values.email, password } };
      }),
      // The role is checked here, not by the schema: a wrong one is the form's error, not a field's.
      role: intent(userSchema.extend({ role: z.string().default("") }), async ({ userId, role }) => {
        if (!isRole(role)) return { formError: copy.invalidRole, status: 400 };
        const result = await changeRole(admin.id, userId, role);
        if (!result.ok) return { formError: result.message, status: 400 };
        return { notice: copy.roleChanged };
      }),
      "reset-2fa": intent(userSchema, async ({ userId }) => {
        const result = await resetTwoFactor(admin.id, userId);
        if (!result.ok) return { formError: result.message, status: 404 };
        return { notice: copy.twoFactorReset };
      }),
      "send-reset": intent(userSchema, async ({ userId }) => {
        const result = await sendPasswordResetLink(admin.id, userId, authOrigin(request));
        if (!result.ok) return { formError: result.message, status: 404 };
        return { notice: passwordCopy.adminSent };
      }),
      // A staff member's calendar feed stops working at once (a leaked link, someone leaving).
      "feed-revoke": intent(userSchema, async ({ userId }) => {
        if (!(await revokeFeed(admin.id, userId)))
          return { formError: feedCopy.nothingToRevoke, status: 404 };
        return { notice: feedCopy.adminRevoked };
      }),
      activate: setActiveIntent(true),
      deactivate: setActiveIntent(false),
    },
    { unknown: copy.unknownAction },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.metaTitle, matches[0].loaderData.site);

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { users, selfId } = loaderData;
  const create = resultFor(actionData, "create");
  const created = create?.created;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <FormError message={actionData?.formError} />
      <Notice message={actionData?.notice} />
      {created ? <OneTimePassword email={created.email} password={created.password} /> : null}
      <CreateStaffForm errors={create?.fieldErrors} values={create?.values} busy={busy} />
      <UserTable users={users} selfId={selfId} busy={busy} />
      <CalendarFeedsTable feeds={loaderData.feeds} busy={busy} />
    </div>
  );
}
