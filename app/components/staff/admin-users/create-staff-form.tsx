// "Medewerker toevoegen" on the accounts page, and the one-time password shown once after it.
import { Form } from "react-router";
import { Field, useFocusFirstInvalid } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { fieldClass, Label } from "~/components/ui/input";
import { adminUsersCopy as copy } from "~/content/admin-users";
import { staffAccountSchema } from "~/lib/account-schemas";
import { constraintsFrom, type FieldErrors } from "~/lib/form-constraints";
import { ROLE_LABELS, STAFF_ROLES } from "~/lib/roles";

const constraints = constraintsFrom(staffAccountSchema);

/** The text fields with their element ids. */
const TEXT_FIELDS = [
  ["email", "new-email"],
  ["firstName", "new-first"],
  ["lastName", "new-last"],
] as const;

export type StaffAccountValues = Partial<Record<"email" | "firstName" | "lastName" | "role", string>>;

export function CreateStaffForm({
  errors,
  values,
  busy,
}: {
  errors?: FieldErrors;
  /** What was typed, when the last submit was refused. */
  values?: StaffAccountValues;
  busy: boolean;
}) {
  const formRef = useFocusFirstInvalid(errors);
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold text-ink">{copy.createHeading}</h2>
      <Form
        ref={formRef}
        method="post"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-label={copy.createHeading}
      >
        <input type="hidden" name="intent" value="create" />
        {TEXT_FIELDS.map(([name, id]) => (
          <Field
            key={name}
            id={id}
            name={name}
            label={copy.labels[name]}
            autoComplete="off"
            {...constraints[name]}
            defaultValue={values?.[name]}
            error={errors?.[name]}
          />
        ))}
        <div>
          <Label htmlFor="new-role">{copy.labels.role}</Label>
          <select
            id="new-role"
            name="role"
            className={fieldClass}
            defaultValue={values?.role ?? "employee"}
            {...constraints.role}
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
            {copy.add}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** The new account's one-time password: shown once, never stored readable. */
export function OneTimePassword({ email, password }: { email: string; password: string }) {
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{copy.oneTimeFor(email)}</p>
      <p className="mt-1 text-sm">{copy.oneTimeHint}</p>
      <p className="mt-2 font-mono text-lg" data-testid="one-time-password">
        {password}
      </p>
    </div>
  );
}
