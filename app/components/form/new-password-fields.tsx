// A new password typed twice, as the password change, the reset link and the first admin's set-up ask for it:
// the same labels, hint and autocomplete everywhere; the rules and messages are the route's schema's (given to
// the fields through <FormFields>).
import { passwordCopy } from "~/content/password";
import { PASSWORD_MIN_LENGTH } from "~/lib/password";
import { Field } from "./field";

interface Input {
  id: string;
  name: string;
  label: string;
}

export function NewPasswordFields({
  password = { id: "new-password", name: "newPassword", label: passwordCopy.newLabel },
  confirm = { id: "confirm-password", name: "confirmPassword", label: passwordCopy.confirmLabel },
}: {
  password?: Input;
  confirm?: Input;
}) {
  return (
    <>
      <Field
        {...password}
        type="password"
        autoComplete="new-password"
        hint={`Minstens ${PASSWORD_MIN_LENGTH} tekens.`}
      />
      <Field {...confirm} type="password" autoComplete="new-password" />
    </>
  );
}
