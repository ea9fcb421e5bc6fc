// Pieces every lead form shares: the bot-trap fields, sending with fetch (JSON answer), client validation with
// the shared schema (loaded on demand so zod stays out of the page's first JavaScript), and the message shown
// after a form was sent without JavaScript (?formulier=…&fout=…).
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import {
  deliveryMethods,
  errorForCode,
  failureError,
  type FormError,
  type LeadForm,
  SESSION_FIELD,
} from "~/lib/leads/messages";
import { visitSessionId } from "~/browser/visit-beacon";
import { HONEYPOT_FIELD, JS_FIELD, STARTED_FIELD } from "~/lib/spam";
import { cn } from "~/lib/cn";
import { Input, Label, Textarea } from "./ui/input";
import { Select } from "./ui/select";
import { toast } from "./ui/toast";

const noSubscription = () => () => {};

/** Honeypot, fill time and the JavaScript marker; the last two are filled in after hydration. */
export function LeadTrapFields() {
  const startedRef = useRef<HTMLInputElement>(null);
  // False on the server and while hydrating, true afterwards: the server-rendered form may be sent without JS.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The start time lives in a data attribute React does not manage, so re-renders keep it.
  useEffect(() => {
    if (startedRef.current) startedRef.current.dataset.started = String(Date.now());
  }, []);
  const id = useId();
  return (
    <>
      {/* Off-screen rather than display:none: naive bots skip fields that are plainly hidden. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Laat dit veld leeg</label>
        <input
          id={`${id}-website`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input ref={startedRef} type="hidden" name={STARTED_FIELD} defaultValue="" />
      <input type="hidden" name={JS_FIELD} value={hydrated ? "1" : ""} />
    </>
  );
}

export type SendResult = { ok: true } | { ok: false; error: FormError };

/**
 * Posts the form's fields to its action and reads the JSON answer. A 4xx carries the server's Dutch message;
 * a 5xx, an unreadable answer or no answer at all gives the form's failure toast of spec §8.
 */
export async function sendLead(form: LeadForm, element: HTMLFormElement, phone: string): Promise<SendResult> {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(element)) if (typeof value === "string") body.append(key, value);
  body.set(JS_FIELD, "1");
  body.set(SESSION_FIELD, visitSessionId());
  const started = Number(
    element.querySelector<HTMLInputElement>(`input[name="${STARTED_FIELD}"]`)?.dataset.started,
  );
  if (started > 0) body.set(STARTED_FIELD, String(Math.max(0, Date.now() - started)));
  try {
    const response = await fetch(element.getAttribute("action") ?? "", {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const payload = (await response.json().catch(() => null)) as
      ({ ok: boolean } & Partial<FormError>) | null;
    if (response.ok && payload?.ok) return { ok: true };
    if (response.status >= 400 && response.status < 500 && payload?.title) {
      return {
        ok: false,
        error: { code: payload.code ?? "ongeldig", title: payload.title, description: payload.description },
      };
    }
  } catch {
    // network failure: fall through to the failure message
  }
  return { ok: false, error: failureError(form, phone) };
}

/** The form's text fields by name (the first value of a repeated name), as the shared schemas read them. */
export function formFields(element: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(element))
    if (typeof value === "string" && !(key in fields)) fields[key] = value;
  return fields;
}

/**
 * Checks the form with the schema the server uses (loaded on first use), then sends it. Resolves to the
 * checked fields, or to the Dutch error of whichever step failed.
 */
export async function submitLead<F extends LeadForm>(form: F, element: HTMLFormElement, phone: string) {
  const { parseLead } = await import("~/lib/leads/forms");
  const checked = parseLead(form, formFields(element));
  if (!checked.ok) return checked;
  const sent = await sendLead(form, element, phone);
  return sent.ok ? checked : sent;
}

/** The error toast of spec §8: the message's title, with its description below. */
export function showFormError(error: FormError): void {
  toast.error(error.title, { description: error.description });
}

/** Starts loading the schema module early (e.g. on first focus), so the first submit does not wait for it. */
export function preloadLeadSchemas(): void {
  void import("~/lib/leads/forms");
}

/** The error of a form sent without JavaScript, read from the URL; rendered inside that form. */
export function NoJsFormError({
  form,
  phone,
  className,
}: {
  form: LeadForm;
  phone: string;
  className?: string;
}) {
  const [params] = useSearchParams();
  if (params.get("formulier") !== form) return null;
  const error = errorForCode(form, params.get("fout") ?? "", phone);
  if (!error) return null;
  return (
    <div
      role="alert"
      className={cn("rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900", className)}
    >
      <p className="font-semibold">{error.title}</p>
      {error.description ? <p>{error.description}</p> : null}
    </div>
  );
}

interface FieldProps {
  label: string;
  name: string;
  required?: boolean;
  className?: string;
}

/** A labelled input; required fields are marked for sighted users and for assistive technology. */
export function TextField({
  label,
  name,
  required,
  className,
  ...props
}: FieldProps & Omit<React.ComponentProps<"input">, "name">) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <Input id={id} name={name} aria-required={required || undefined} {...props} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  required,
  className,
  ...props
}: FieldProps & Omit<React.ComponentProps<"textarea">, "name">) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <Textarea id={id} name={name} aria-required={required || undefined} {...props} />
    </div>
  );
}

/**
 * Delivery choice; the location field appears only for shipping (spec "Quote modal"). Remount to reset.
 * `required` (the work-wear order) drops "no preference" and asks for a location when shipping.
 */
export function DeliveryFields({ required = false }: { required?: boolean }) {
  const [delivery, setDelivery] = useState("");
  const id = useId();
  return (
    <>
      <div>
        <Label htmlFor={id}>
          Levering
          {required ? <RequiredMark /> : null}
        </Label>
        <Select
          id={id}
          name="delivery_method"
          value={delivery}
          aria-required={required || undefined}
          onChange={(e) => setDelivery(e.target.value)}
        >
          {deliveryMethods.map((d) => (
            <option key={d.value} value={d.value}>
              {required && d.value === "" ? "Kies een bezorgoptie" : d.label}
            </option>
          ))}
        </Select>
      </div>
      {delivery === "shipping" ? (
        <TextField
          label="Leverlocatie"
          name="delivery_location"
          autoComplete="address-level2"
          maxLength={200}
          required={required}
        />
      ) : null}
    </>
  );
}

export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}
