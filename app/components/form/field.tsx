// The one field kit of every form, public and staff: a label, an optional hint, and the field's own error below
// it, linked with aria-describedby and marking the control aria-invalid. A form gives its fields what they share
// through <FormFields>: the HTML constraints derived from its zod schema (~/lib/form-constraints), the errors of
// the last submit, values to start from (a lead form's kept input) and whether required fields show a " *".
import { createContext, useContext, useEffect, useId, useRef } from "react";
import type { FieldConstraint, FieldErrors } from "~/lib/form-constraints";
import { Input, Label, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";

interface FormFieldsValue {
  constraints?: Readonly<Partial<Record<string, Partial<FieldConstraint>>>>;
  errors?: FieldErrors;
  values?: Readonly<Partial<Record<string, string>>>;
  /** Required fields show a red " *" (the public forms, which say "Velden met * zijn verplicht."). */
  markRequired?: boolean;
}

const FormFieldsContext = createContext<FormFieldsValue>({});

export function FormFields({ children, ...value }: FormFieldsValue & { children: React.ReactNode }) {
  return <FormFieldsContext value={value}>{children}</FormFieldsContext>;
}

const pick = <T,>(record: Readonly<Partial<Record<string, T>>> | undefined, name: string | undefined) =>
  record && name && Object.hasOwn(record, name) ? record[name] : undefined;

/** The value a field starts from when its form gives one (see FormFields), e.g. the kept input of a lead form. */
export function useFieldValue(name: string): string | undefined {
  return pick(useContext(FormFieldsContext).values, name);
}

interface FieldOwnProps {
  label: React.ReactNode;
  /** Defaults to a generated id; the hint and error get `${id}-hint` and `${id}-error`. */
  id?: string;
  name?: string;
  hint?: React.ReactNode;
  /** Overrides the error the form gives this field's name. */
  error?: string;
  /** Overrides the constraint the form gives this field's name. */
  required?: boolean;
  /** Class of the wrapper. */
  className?: string;
}

/** The constraint the form gives a field's name (see FormFields). */
export function useFieldConstraint(name: string): Partial<FieldConstraint> | undefined {
  return pick(useContext(FormFieldsContext).constraints, name);
}

/**
 * Label, hint and error of one control, and the props the control needs to go with them (for a control the
 * kit has no variant of; render it inside FieldFrame).
 */
export function useField({ id, name, hint, error, required, value }: FieldOwnProps & { value?: unknown }) {
  const generated = useId();
  const form = useContext(FormFieldsContext);
  const fieldId = id ?? generated;
  const { required: constrainedRequired = false, ...limits } = pick(form.constraints, name) ?? {};
  const isRequired = required ?? constrainedRequired;
  const message = error ?? pick(form.errors, name);
  const describedBy = [hint ? `${fieldId}-hint` : null, message ? `${fieldId}-error` : null]
    .filter(Boolean)
    .join(" ");
  return {
    id: fieldId,
    limits,
    message,
    mark: Boolean(form.markRequired && isRequired),
    control: {
      id: fieldId,
      name,
      required: isRequired || undefined,
      // A controlled field (value) has no default.
      defaultValue: value === undefined ? pick(form.values, name) : undefined,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

export function FieldFrame({
  field,
  label,
  hint,
  className,
  errorRole,
  children,
}: {
  field: ReturnType<typeof useField>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  /** "alert" for an error that appears while the visitor works in the field, not after a submit. */
  errorRole?: "alert";
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={field.id}>
        {label}
        {field.mark ? <RequiredMark /> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {field.message ? (
        <p id={`${field.id}-error`} role={errorRole} className="mt-1 text-sm font-medium text-red-800">
          {field.message}
        </p>
      ) : null}
    </div>
  );
}

type Own<P> = FieldOwnProps & Omit<P, keyof FieldOwnProps>;

/** A labelled input. */
export function Field({ label, hint, className, ...props }: Own<React.ComponentProps<"input">>) {
  const field = useField({ label, hint, ...props });
  const { error: _error, ...rest } = props;
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <Input {...field.limits} {...field.control} {...rest} />
    </FieldFrame>
  );
}

/** A labelled text area. */
export function TextAreaField({ label, hint, className, ...props }: Own<React.ComponentProps<"textarea">>) {
  const field = useField({ label, hint, ...props });
  const { error: _error, ...rest } = props;
  const { type: _type, ...limits } = field.limits;
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <Textarea {...limits} {...field.control} {...rest} />
    </FieldFrame>
  );
}

/** A labelled native select. */
export function SelectField({ label, hint, className, ...props }: Own<React.ComponentProps<"select">>) {
  const field = useField({ label, hint, ...props });
  const { error: _error, ...rest } = props;
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <Select {...field.control} {...rest} />
    </FieldFrame>
  );
}

export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" *"}
    </span>
  );
}

/** A message about the whole form (not one field). */
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

/** Focuses the first invalid field of a form (its message is read out through aria-describedby). */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * After a submit that came back with field errors, moves focus to the first invalid field of the form. Put the
 * returned ref on the <Form>.
 */
export function useFocusFirstInvalid(errors: FieldErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (errors && Object.keys(errors).length) focusFirstInvalid(formRef.current);
  }, [errors]);
  return formRef;
}
