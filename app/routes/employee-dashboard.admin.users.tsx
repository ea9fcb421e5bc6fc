// /employee-dashboard/admin/users (admins only): accounts, new staff, roles, two-factor reset, password reset
// links, deactivation.
import { data } from "react-router";
import { useSending } from "~/hooks/use-sending";
import {
  CreateStaffForm,
  OneTimePassword,
  type StaffAccountValues,
} from "~/components/staff/admin-users/create-staff-form";
import { UserTable } from "~/components/staff/admin-users/user-table";
import { FormError, Notice } from "~/components/form/field";
import { adminUsersCopy as copy } from "~/content/admin-users";
import { passwordCopy } from "~/content/password";
import { staffAccountSchema } from "~/lib/account-schemas";
import { fieldErrors, type FieldErrors } from "~/lib/form-constraints";
import { isRole } from "~/lib/roles";
import { authOrigin, requireAdmin } from "~/server/auth.server";
import { privatePageMeta } from "~/components/staff/meta";
import { readForm } from "~/server/http/form.server";
import {
  changeRole,
  createStaff,
  listUsers,
  resetTwoFactor,
  sendPasswordResetLink,
  setActive,
} from "~/server/staff/users.server";
import type { Route } from "./+types/employee-dashboard.admin.users";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { users: await listUsers(), selfId: admin.id };
}

type ActionData = {
  formError?: string;
  notice?: string;
  created?: { email: string; password: string };
  /** The create form's errors per field, with what was typed so the form shows it again. */
  fieldErrors?: FieldErrors;
  values?: StaffAccountValues;
};

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const userId = form.userId ?? "";
  switch (form.intent) {
    case "create": {
      const parsed = staffAccountSchema.safeParse(form);
      const values = {
        email: form.email,
        firstName: form.firstName,
        lastName: form.lastName,
        role: form.role,
      };
      if (!parsed.success)
        return data<ActionData>({ fieldErrors: fieldErrors(parsed.error), values }, { status: 400 });
      const result = await createStaff(admin.id, parsed.data);
      if (!result.ok)
        return data<ActionData>(
          {
            values,
            formError: result.reason === "exists" ? copy.exists : copy.createFailed,
          },
          { status: result.reason === "exists" ? 409 : 400 },
        );
      return data<ActionData>({
        notice: copy.created,
        created: {
          email: parsed.data.email,
          password: "password" in result ? (result.password ?? "") : "",
        },
      });
    }
    case "role": {
      if (!isRole(form.role)) return data<ActionData>({ formError: copy.invalidRole }, { status: 400 });
      const result = await changeRole(admin.id, userId, form.role);
      if (!result.ok) return data<ActionData>({ formError: result.message }, { status: 400 });
      return data<ActionData>({ notice: copy.roleChanged });
    }
    case "reset-2fa": {
      const result = await resetTwoFactor(admin.id, userId);
      if (!result.ok) return data<ActionData>({ formError: result.message }, { status: 404 });
      return data<ActionData>({ notice: copy.twoFactorReset });
    }
    case "send-reset": {
      const result = await sendPasswordResetLink(admin.id, userId, authOrigin(request));
      if (!result.ok) return data<ActionData>({ formError: result.message }, { status: 404 });
      return data<ActionData>({ notice: passwordCopy.adminSent });
    }
    case "deactivate":
    case "activate": {
      const result = await setActive(admin.id, userId, form.intent === "activate");
      if (!result.ok) return data<ActionData>({ formError: result.message }, { status: 400 });
      return data<ActionData>({
        notice: form.intent === "activate" ? copy.activated : copy.deactivatedNotice,
      });
    }
    default:
      return data<ActionData>({ formError: copy.unknownAction }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.metaTitle, matches[0].loaderData.site);

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { users, selfId } = loaderData;
  const created = actionData?.created;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <FormError message={actionData?.formError} />
      <Notice message={actionData?.notice} />
      {created ? <OneTimePassword email={created.email} password={created.password} /> : null}
      <CreateStaffForm
        errors={actionData?.fieldErrors}
        values={created ? undefined : actionData?.values}
        busy={busy}
      />
      <UserTable users={users} selfId={selfId} busy={busy} />
    </div>
  );
}
