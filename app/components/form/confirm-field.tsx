// "Ja, ik wil …": the tick that confirms a step that cannot be undone (withdrawing a quote, cancelling an order,
// a payment received). A confirmation that works without JavaScript, unlike a confirm dialog; the server's
// schema refuses the form without it, and its message shows here.
import { useField } from "~/components/form/field";

export function ConfirmField({ id, label, error }: { id: string; label: string; error?: string }) {
  const field = useField({ id, name: "confirm", label, error });
  return (
    <>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...field.control} value="on" className="size-5 accent-brand-700" />
        {label}
      </label>
      {field.message ? (
        <p id={`${field.id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {field.message}
        </p>
      ) : null}
    </>
  );
}
