// Pieces every lead form shares: the bot-trap fields, sending with fetch (JSON answer; with files as multipart
// through XMLHttpRequest, whose upload progress fetch cannot report), client validation with the shared schema
// (loaded on demand so zod stays out of the page's first JavaScript), the file field of the forms that take a
// logo or design, and the message shown after a form was sent without JavaScript (?formulier=…&fout=…), with
// what the visitor had typed put back into the fields.
import { createContext, useContext, useId, useState, useSyncExternalStore } from "react";
import { useRouteLoaderData, useSearchParams } from "react-router";
import type { KeptInput } from "~/lib/leads/kept-input";
import {
  deliveryMethods,
  errorForCode,
  failureError,
  FILE_LOST_NOTE,
  type FormError,
  type LeadForm,
  SESSION_FIELD,
} from "~/lib/leads/messages";
import { visitSessionId } from "~/browser/visit-beacon";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_FIELD,
  ATTACHMENT_HINT,
  checkAttachments,
} from "~/lib/leads/attachments";
import { HONEYPOT_FIELD, JS_FIELD, STARTED_FIELD } from "~/lib/spam";
import { cn } from "~/lib/cn";
import { CONTACT_MAX } from "~/lib/leads/text-fields";
import { Input, Label, Textarea } from "./ui/input";
import { Select } from "./ui/select";
import { toast } from "./ui/toast";

const noSubscription = () => () => {};

/** Honeypot and the JavaScript marker; the time since the page load is added when the form is sent. */
export function LeadTrapFields() {
  // False on the server and while hydrating, true afterwards: the server-rendered form may be sent without JS.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
      <input type="hidden" name={JS_FIELD} value={hydrated ? "1" : ""} />
    </>
  );
}

/** A sent form: the server's success message (with its reply time) and the /bedankt address to go to. */
export interface Sent {
  success: FormError;
  next: string;
}

export type SendResult = ({ ok: true } & Sent) | { ok: false; error: FormError };

/** Upload progress of a form with files, from 0 to 1. */
export type OnProgress = (fraction: number) => void;

/** The files chosen in the form's file field (none when it has no such field). */
function chosenFiles(element: HTMLFormElement): File[] {
  const input = element.querySelector<HTMLInputElement>(`input[type="file"][name="${ATTACHMENT_FIELD}"]`);
  return input?.files ? [...input.files] : [];
}

/** Posts multipart with upload progress; resolves to the status and the parsed JSON answer (null if none). */
function postWithProgress(url: string, body: FormData, onProgress?: OnProgress) {
  return new Promise<{ status: number; payload: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, payload: xhr.response as unknown });
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => reject(new Error("network"));
    xhr.send(body);
  });
}

/**
 * Posts the form's fields to its action and reads the JSON answer. A 4xx carries the server's Dutch message;
 * a 5xx, an unreadable answer or no answer at all gives the form's failure toast of spec §8.
 */
export async function sendLead(
  form: LeadForm,
  element: HTMLFormElement,
  phone: string,
  onProgress?: OnProgress,
): Promise<SendResult> {
  const files = chosenFiles(element);
  const body = files.length ? new FormData() : new URLSearchParams();
  // Text fields first, files last: the server reads the fields before the (large) files arrive.
  for (const [key, value] of new FormData(element)) if (typeof value === "string") body.append(key, value);
  body.set(JS_FIELD, "1");
  body.set(SESSION_FIELD, visitSessionId());
  // The time trap counts from the page load: the visitor read the page before opening the form, and a browser
  // that autofills the form may send it within a second of its appearance.
  body.set(STARTED_FIELD, String(Math.round(performance.now())));
  const url = element.getAttribute("action") ?? "";
  try {
    let status: number;
    let payload: ({ ok: boolean; next?: string } & Partial<FormError>) | null;
    if (body instanceof FormData) {
      for (const file of files) body.append(ATTACHMENT_FIELD, file, file.name);
      onProgress?.(0);
      const answer = await postWithProgress(url, body, onProgress);
      status = answer.status;
      payload = answer.payload as typeof payload;
    } else {
      const response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
      status = response.status;
      payload = (await response.json().catch(() => null)) as typeof payload;
    }
    if (status >= 200 && status < 300 && payload?.ok) {
      const { code = "ok", title = "", description, next = "/bedankt" } = payload;
      return { ok: true, success: { code, title, description }, next };
    }
    if (status >= 400 && status < 500 && payload?.title) {
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
export async function submitLead<F extends LeadForm>(
  form: F,
  element: HTMLFormElement,
  phone: string,
  onProgress?: OnProgress,
) {
  const { parseLead } = await import("~/lib/leads/forms");
  const checked = parseLead(form, formFields(element));
  if (!checked.ok) return checked;
  const fileError = checkAttachments(chosenFiles(element));
  if (fileError) return { ok: false as const, error: fileError };
  const sent = await sendLead(form, element, phone, onProgress);
  return sent.ok ? { ...checked, success: sent.success, next: sent.next } : sent;
}

/** The error toast of spec §8: the message's title, with its description below. */
export function showFormError(error: FormError): void {
  toast.error(error.title, { description: error.description });
}

/** Starts loading the schema module early (e.g. on first focus), so the first submit does not wait for it. */
export function preloadLeadSchemas(): void {
  void import("~/lib/leads/forms");
}

/**
 * What the visitor typed into this form before it came back without JavaScript with an error (the site
 * layout's loader reads it once from a short-lived cookie, server/leads/kept-input.server.ts); null otherwise.
 */
function useKeptInput(form: LeadForm): KeptInput | null {
  const layout = useRouteLoaderData("routes/site-layout") as { keptInput?: KeptInput | null } | undefined;
  const kept = layout?.keptInput;
  return kept?.form === form ? kept : null;
}

const KeptValuesContext = createContext<Readonly<Record<string, string>>>({});

/** Gives the form's fields (TextField, TextAreaField, DeliveryFields, useKeptValue) the visitor's kept input. */
export function KeptInputProvider({ form, children }: { form: LeadForm; children: React.ReactNode }) {
  const kept = useKeptInput(form);
  return <KeptValuesContext value={kept?.values ?? {}}>{children}</KeptValuesContext>;
}

/** The kept value of one field (see KeptInputProvider), as its default value. */
export function useKeptValue(name: string): string | undefined {
  const values = useContext(KeptValuesContext);
  return Object.hasOwn(values, name) ? values[name] : undefined;
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
  const kept = useKeptInput(form);
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
      {kept?.fileLost ? <p>{FILE_LOST_NOTE}</p> : null}
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
  const kept = useKeptValue(name);
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <Input id={id} name={name} aria-required={required || undefined} defaultValue={kept} {...props} />
    </div>
  );
}

type PresetFieldProps = Partial<FieldProps> & Omit<React.ComponentProps<"input">, "name">;

/** A TextField with `preset` props that a form may still override (rename a field, change its label). */
function presetField(preset: FieldProps & PresetFieldProps) {
  return function PresetField(props: PresetFieldProps) {
    return <TextField {...preset} {...props} />;
  };
}

// The contact fields every lead form asks for: one label, autocomplete hint and length limit each (the limits
// are the schemas' own, lib/leads/text-fields.ts).
export const NameField = presetField({
  label: "Naam",
  name: "name",
  required: true,
  autoComplete: "name",
  maxLength: CONTACT_MAX.name,
});
export const EmailField = presetField({
  label: "E-mailadres",
  name: "email",
  type: "email",
  required: true,
  autoComplete: "email",
  maxLength: CONTACT_MAX.email,
});
export const PhoneField = presetField({
  label: "Telefoonnummer",
  name: "phone",
  type: "tel",
  autoComplete: "tel",
  maxLength: CONTACT_MAX.phone,
});
export const CompanyField = presetField({
  label: "Bedrijfsnaam",
  name: "company",
  autoComplete: "organization",
  maxLength: CONTACT_MAX.company,
});

export function TextAreaField({
  label,
  name,
  required,
  className,
  ...props
}: FieldProps & Omit<React.ComponentProps<"textarea">, "name">) {
  const id = useId();
  const kept = useKeptValue(name);
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <Textarea id={id} name={name} aria-required={required || undefined} defaultValue={kept} {...props} />
    </div>
  );
}

/**
 * Delivery choice; the location field appears only for shipping (spec "Quote modal"). Remount to reset.
 * `required` (the work-wear order) drops "no preference" and asks for a location when shipping.
 */
export function DeliveryFields({ required = false }: { required?: boolean }) {
  const kept = useKeptValue("delivery_method");
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
          defaultValue={kept && deliveryMethods.some((d) => d.value === kept) ? kept : ""}
          aria-required={required || undefined}
        >
          {deliveryMethods.map((d) => (
            <option key={d.value} value={d.value}>
              {required && d.value === "" ? "Kies een bezorgoptie" : d.label}
            </option>
          ))}
        </Select>
      </div>
      {/* Always in the markup, shown by CSS only while shipping is chosen (app.css): so it is there before
          and without JavaScript. The server ignores a location sent with another choice. */}
      <TextField
        className="delivery-location"
        label="Leverlocatie"
        name="delivery_location"
        autoComplete="address-level2"
        maxLength={200}
        required={required}
      />
    </>
  );
}

export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" *"}
    </span>
  );
}

/**
 * The optional logo/design upload of the quote forms. A file that will not go is named at once (the server
 * checks the bytes again); while a form with files is sent, `progress` (0–1) shows how far the upload is.
 */
export function AttachmentField({ progress }: { progress: number | null }) {
  const id = useId();
  const [error, setError] = useState<FormError | null>(null);
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div>
      <Label htmlFor={id}>Logo of ontwerp meesturen (optioneel)</Label>
      <input
        id={id}
        type="file"
        name={ATTACHMENT_FIELD}
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setError(checkAttachments([...(e.currentTarget.files ?? [])]))}
        className="file-field"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {ATTACHMENT_HINT}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
          {error.title}: {error.description}
        </p>
      ) : null}
      {percent !== null ? (
        <div className="mt-2" role="status">
          <progress
            max={100}
            value={percent}
            aria-label="Voortgang van het uploaden"
            className="h-2 w-full accent-brand-600"
          />
          <p className="text-sm text-slate-700">Bestanden uploaden… {percent}%</p>
        </div>
      ) : null}
    </div>
  );
}
