// The one submit handler of the lead forms: check with the schema, send (./lead-submit), then the spec's toasts
// (docs/behaviour.md#validation-and-messages): the success toast and whatever the form does next, or the error toast with each field's message at its
// field and the focus on the first one. Everything the visitor typed stays in the form after an error.
import { useEffect, useRef, useState } from "react";
import { focusFirstInvalid } from "~/components/form/field";
import { toast } from "~/components/ui/toast";
import type { FieldErrors } from "~/lib/form-constraints";
import type { FormError, LeadForm } from "~/lib/leads/messages";
import { preloadLeadSchemas, submitLead } from "~/browser/lead-submit";

type Submitted<F extends LeadForm> = Extract<Awaited<ReturnType<typeof submitLead<F>>>, { ok: true }>;

interface Options<F extends LeadForm> {
  /** The shop's phone number, named in the failure toast. */
  phone: string;
  /** After the success toast: tracking, reset, navigation (awaited while the form shows it is sending). */
  onSuccess: (result: Submitted<F>, element: HTMLFormElement) => unknown;
  /** After the error toast. */
  onError?: (error: FormError) => void;
}

/** The error toast of docs/behaviour.md#validation-and-messages: the message's title, with its description below. */
export function showFormError(error: FormError): void {
  toast.error(error.title, { description: error.description });
}

export function useLeadSubmit<F extends LeadForm>(form: F, { phone, onSuccess, onError }: Options<F>) {
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ fields: FieldErrors; element: HTMLFormElement } | null>(null);
  const busy = useRef(false);

  // Once the messages are at their fields: the first invalid field takes the focus (and reads its message).
  useEffect(() => {
    if (errors && Object.keys(errors.fields).length) focusFirstInvalid(errors.element);
  }, [errors]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const element = event.currentTarget;
    setSending(true);
    try {
      const result = await submitLead(form, element, phone, setProgress);
      if (!result.ok) {
        setErrors({ fields: result.error.fields ?? {}, element });
        showFormError(result.error);
        onError?.(result.error);
        return;
      }
      setErrors(null);
      toast.success(result.success.title, { description: result.success.description });
      await onSuccess(result as Submitted<F>, element);
    } finally {
      busy.current = false;
      setSending(false);
      setProgress(null);
    }
  }

  return { onSubmit, onFocus: preloadLeadSchemas, sending, progress, errors: errors?.fields };
}
