import { useEffect, useRef } from "react";
import { Input, Label } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/form-constraints";

/**
 * A labelled input; its error (if any) sits below it, is linked with aria-describedby and marks it
 * aria-invalid. Spread the field's `constraintsFrom(schema)` entry on it for required/minLength/maxLength/type.
 */
export function Field({
  id,
  label,
  error,
  hint,
  ...props
}: React.ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
    >
      {message}
    </p>
  );
}

export function Notice({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
    >
      {message}
    </p>
  );
}

/**
 * After a submit that came back with field errors, moves focus to the first invalid field of the form (its
 * message is read out through aria-describedby). Put the returned ref on the <Form>.
 */
export function useFocusFirstInvalid(errors: FieldErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!errors || !Object.keys(errors).length) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return formRef;
}
