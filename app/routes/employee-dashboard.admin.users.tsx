// /employee-dashboard/admin/users (admins only): accounts, new staff, roles, two-factor reset, password reset
// links, deactivation.
import { data, Form } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { emailSchema } from "~/lib/email";
import { ROLE_LABELS, ROLES, STAFF_ROLES, isRole } from "~/lib/roles";
import { z } from "~/lib/zod";
import { Field, FormError, Notice, useFocusFirstInvalid } from "~/components/staff/form-field";
import { formatDateTime } from "~/components/staff/format";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { fieldClass, Label } from "~/components/ui/input";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { constraintsFrom, fieldErrors, type FieldErrors } from "~/lib/form-constraints";
import { passwordCopy } from "~/content/password";
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

const createSchema = z.object({
  email: emailSchema,
  firstName: z.string().trim().max(100, { error: "Voornaam is te lang (maximaal 100 tekens)." }).default(""),
  lastName: z.string().trim().max(100, { error: "Achternaam is te lang (maximaal 100 tekens)." }).default(""),
  role: z.enum(STAFF_ROLES, { error: "Kies een rol." }),
});
const createConstraints = constraintsFrom(createSchema);

type ActionData = {
  formError?: string;
  notice?: string;
  created?: { email: string; password: string };
  /** The create form's errors per field, with what was typed so the form shows it again. */
  fieldErrors?: FieldErrors;
  values?: Partial<Record<"email" | "firstName" | "lastName" | "role", string>>;
};

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const userId = form.userId ?? "";
  switch (form.intent) {
    case "create": {
      const parsed = createSchema.safeParse(form);
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
            formError:
              result.reason === "exists"
                ? "Er bestaat al een account met dit e-mailadres. Wijzig de rol in de lijst hieronder."
                : "Het account kon niet worden aangemaakt.",
          },
          { status: result.reason === "exists" ? 409 : 400 },
        );
      return data<ActionData>({
        notice: "Account aangemaakt.",
        created: {
          email: parsed.data.email,
          password: "password" in result ? (result.password ?? "") : "",
        },
      });
    }
    case "role": {
      if (!isRole(form.role))
        return data<ActionData>({ formError: "Kies een geldige rol." }, { status: 400 });
      const result = await changeRole(admin.id, userId, form.role);
      if (!result.ok) return data<ActionData>({ formError: result.message }, { status: 400 });
      return data<ActionData>({ notice: "Rol gewijzigd. De gebruiker moet opnieuw inloggen." });
    }
    case "reset-2fa": {
      const result = await resetTwoFactor(admin.id, userId);
      if (!result.ok) return data<ActionData>({ formError: result.message }, { status: 404 });
      return data<ActionData>({
        notice: "Tweestapsverificatie gereset. De gebruiker stelt die opnieuw in bij de volgende login.",
      });
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
        notice: form.intent === "activate" ? "Account geactiveerd." : "Account gedeactiveerd.",
      });
    }
    default:
      return data<ActionData>({ formError: "Onbekende actie." }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Gebruikers – beheer", matches[0].loaderData.site);

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { users, selfId } = loaderData;
  const errors = actionData?.fieldErrors;
  const values = actionData?.created ? undefined : actionData?.values;
  const createFormRef = useFocusFirstInvalid(errors);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Gebruikers</h1>
      <FormError message={actionData?.formError} />
      <Notice message={actionData?.notice} />
      {actionData?.created ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">Eenmalig wachtwoord voor {actionData.created.email}</p>
          <p className="mt-1 text-sm">
            Geef dit wachtwoord persoonlijk door. Bij de eerste login op /employee-login stelt de medewerker
            tweestapsverificatie in en kiest daarna een eigen wachtwoord. Het wordt niet opnieuw getoond.
          </p>
          <p className="mt-2 font-mono text-lg" data-testid="one-time-password">
            {actionData.created.password}
          </p>
        </div>
      ) : null}

      <Card>
        <h2 className="mb-4 text-xl font-semibold text-ink">Medewerker toevoegen</h2>
        <Form
          ref={createFormRef}
          method="post"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
          aria-label="Medewerker toevoegen"
        >
          <input type="hidden" name="intent" value="create" />
          <Field
            id="new-email"
            name="email"
            label="E-mailadres"
            autoComplete="off"
            {...createConstraints.email}
            defaultValue={values?.email}
            error={errors?.email}
          />
          <Field
            id="new-first"
            name="firstName"
            label="Voornaam"
            autoComplete="off"
            {...createConstraints.firstName}
            defaultValue={values?.firstName}
            error={errors?.firstName}
          />
          <Field
            id="new-last"
            name="lastName"
            label="Achternaam"
            autoComplete="off"
            {...createConstraints.lastName}
            defaultValue={values?.lastName}
            error={errors?.lastName}
          />
          <div>
            <Label htmlFor="new-role">Rol</Label>
            <select
              id="new-role"
              name="role"
              className={fieldClass}
              defaultValue={values?.role ?? "employee"}
              {...createConstraints.role}
              aria-invalid={errors?.role ? true : undefined}
              aria-describedby={errors?.role ? "new-role-error" : undefined}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
            {errors?.role ? (
              <p id="new-role-error" className="mt-1 text-sm font-medium text-red-800">
                {errors.role}
              </p>
            ) : null}
          </div>
          <div className="flex items-end">
            <Button type="submit" busy={busy}>
              Toevoegen
            </Button>
          </div>
        </Form>
      </Card>

      <Table caption="Alle accounts">
        <THead>
          <Tr>
            <Th>Account</Th>
            <Th>Rol</Th>
            <Th>2FA</Th>
            <Th>Status</Th>
            <Th>Acties</Th>
          </Tr>
        </THead>
        <TBody>
          {users.map((u) => {
            const name = [u.firstName, u.lastName].filter(Boolean).join(" ");
            const self = u.id === selfId;
            return (
              <Tr key={u.id} data-email={u.email}>
                <Td>
                  <span className="font-semibold break-all">{u.email}</span>
                  {name ? <span className="block text-slate-600">{name}</span> : null}
                  <span className="block text-xs text-slate-600">sinds {formatDateTime(u.createdAt)}</span>
                </Td>
                <Td>
                  <Form
                    method="post"
                    className="flex flex-wrap items-center gap-2"
                    aria-label={`Rol van ${u.email}`}
                  >
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="userId" value={u.id} />
                    <label htmlFor={`role-${u.id}`} className="sr-only">
                      Rol van {u.email}
                    </label>
                    <select
                      id={`role-${u.id}`}
                      name="role"
                      defaultValue={u.role ?? "customer"}
                      className={`${fieldClass} w-auto! py-1.5!`}
                      disabled={self}
                    >
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </select>
                    {self ? null : (
                      <Button type="submit" size="sm" variant="outline" busy={busy}>
                        Rol opslaan
                      </Button>
                    )}
                  </Form>
                </Td>
                <Td>{u.twoFactorEnabled ? "Aan" : "Uit"}</Td>
                <Td>{u.banned ? "Gedeactiveerd" : "Actief"}</Td>
                <Td>
                  {self ? (
                    <span className="text-sm text-slate-600">Dit ben jij</span>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      {u.twoFactorEnabled ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="reset-2fa" />
                          <input type="hidden" name="userId" value={u.id} />
                          <Button type="submit" size="sm" variant="outline" busy={busy}>
                            2FA resetten
                          </Button>
                        </Form>
                      ) : null}
                      {u.banned ? null : (
                        <Form method="post">
                          <input type="hidden" name="intent" value="send-reset" />
                          <input type="hidden" name="userId" value={u.id} />
                          <Button type="submit" size="sm" variant="outline" busy={busy}>
                            {passwordCopy.adminButton}
                          </Button>
                        </Form>
                      )}
                      <Form method="post">
                        <input type="hidden" name="intent" value={u.banned ? "activate" : "deactivate"} />
                        <input type="hidden" name="userId" value={u.id} />
                        <Button type="submit" size="sm" variant="outline" busy={busy}>
                          {u.banned ? "Activeren" : "Deactiveren"}
                        </Button>
                      </Form>
                    </div>
                  )}
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
    </div>
  );
}
