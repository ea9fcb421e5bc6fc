// The field kit's pieces for the lead forms: the bot traps, the fields' shared context (constraints from the
// form's schema, kept input after a no-JavaScript error, the errors of the last submit), the contact fields
// every lead form asks for, the delivery choice, the file field, and the message shown after a form was sent
// without JavaScript (?formulier=…&fout=…).
import { useId, useState, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { cn } from "~/lib/cn";
import type { FieldConstraint, FieldErrors } from "~/lib/form-constraints";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_FIELD,
  ATTACHMENT_HINT,
  checkAttachments,
} from "~/lib/leads/attachments";
import type { KeptInput } from "~/lib/leads/kept-input";
import { fieldLabels } from "~/lib/leads/labels";
import { deliveryMethods, FILE_LOST_NOTE, type FormError, type LeadForm } from "~/lib/leads/messages";
import type { LeadFormLink } from "~/lib/leads/registry";
import { HONEYPOT_FIELD, JS_FIELD } from "~/lib/spam";
import {
  Field,
  FieldFrame,
  FormFields,
  SelectField,
  useField,
  useFieldConstraint,
  useFieldValue,
} from "./field";
import stored from "./lead-constraints.json";

// JSON's types widen "email" to string; the test beside the file checks it against constraintsFrom.
const leadConstraints = stored as Record<
  LeadForm,
  Readonly<Partial<Record<string, Partial<FieldConstraint>>>>
>;

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

/**
 * What the visitor typed into this form before it came back without JavaScript with an error (the site
 * layout's loader reads it once from a short-lived cookie, server/leads/kept-input.server.ts); null otherwise.
 */
function useKeptInput(form: LeadForm): KeptInput | null {
  const kept = useLayoutLeadData()?.keptInput;
  return kept?.form === form ? kept : null;
}

interface LayoutLeadData {
  keptInput?: KeptInput | null;
  noJsError?: { form: LeadForm; error: FormError } | null;
}

const useLayoutLeadData = () => useRouteLoaderData("routes/site-layout") as LayoutLeadData | undefined;

/** Where a form posts and its conversion name, from the root loader (the registry stays out of the page). */
export function useLeadFormLink(form: LeadForm): LeadFormLink {
  const root = useRouteLoaderData("root") as { leadForms: Record<LeadForm, LeadFormLink> } | undefined;
  const link = root?.leadForms[form];
  if (!link) throw new Error(`useLeadFormLink: no link for ${form} (the root loader's data is missing)`);
  return link;
}

/**
 * Gives a lead form's fields their constraints (from the form's schema, lead-constraints.json), the visitor's
 * kept input, the field errors of the last submit, and the " *" of required fields.
 */
export function LeadFormFields({
  form,
  errors,
  children,
}: {
  form: LeadForm;
  errors?: FieldErrors;
  children: React.ReactNode;
}) {
  const kept = useKeptInput(form);
  return (
    <FormFields constraints={leadConstraints[form]} values={kept?.values} errors={errors} markRequired>
      {children}
    </FormFields>
  );
}

/** The kept value of one field (see LeadFormFields), as its default value. */
export const useKeptValue = useFieldValue;

/** The error of a form sent without JavaScript (the layout's loader reads it from the URL); inside that form. */
export function NoJsFormError({ form, className }: { form: LeadForm; className?: string }) {
  const kept = useKeptInput(form);
  const sent = useLayoutLeadData()?.noJsError;
  if (sent?.form !== form) return null;
  const { error } = sent;
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

type FieldProps = React.ComponentProps<typeof Field>;
type PresetFieldProps = Partial<FieldProps>;

/** A Field with `preset` props that a form may still override (rename a field, change its label). */
function presetField(preset: FieldProps) {
  return function PresetField(props: PresetFieldProps) {
    return <Field {...preset} {...props} />;
  };
}

// The contact fields every lead form asks for: one label and autocomplete hint each; whether they are required
// and how long they may be comes from the form's schema (LeadFormFields).
export const NameField = presetField({ label: fieldLabels.name, name: "name", autoComplete: "name" });
export const EmailField = presetField({
  label: fieldLabels.email,
  name: "email",
  type: "email",
  autoComplete: "email",
});
export const PhoneField = presetField({
  label: fieldLabels.phone,
  name: "phone",
  type: "tel",
  autoComplete: "tel",
});
export const CompanyField = presetField({
  label: fieldLabels.company,
  name: "company",
  autoComplete: "organization",
});

/**
 * Delivery choice; the location field appears only for shipping (spec "Quote modal"). Remount to reset. A form
 * whose schema requires the choice (the work-wear order) drops "no preference" and asks for a location when
 * shipping.
 */
export function DeliveryFields() {
  const required = useFieldConstraint("delivery_method")?.required ?? false;
  const kept = useFieldValue("delivery_method");
  return (
    <>
      <SelectField
        label={fieldLabels.deliveryMethod}
        name="delivery_method"
        defaultValue={kept && deliveryMethods.some((d) => d.value === kept) ? kept : ""}
      >
        {deliveryMethods.map((d) => (
          <option key={d.value} value={d.value}>
            {required && d.value === "" ? "Kies een bezorgoptie" : d.label}
          </option>
        ))}
      </SelectField>
      {/* Always in the markup, shown by CSS only while shipping is chosen (app.css): so it is there before
          and without JavaScript. The server ignores a location sent with another choice. */}
      <Field
        className="delivery-location"
        label={fieldLabels.deliveryLocation}
        name="delivery_location"
        autoComplete="address-level2"
        required={required}
      />
    </>
  );
}

/**
 * The optional logo/design upload of the quote forms. A file that will not go is named at once (the server
 * checks the bytes again); while a form with files is sent, `progress` (0–1) shows how far the upload is.
 */
export function AttachmentField({ progress }: { progress: number | null }) {
  const [error, setError] = useState<FormError | null>(null);
  const hint = ATTACHMENT_HINT;
  const field = useField({
    label: "",
    name: ATTACHMENT_FIELD,
    hint,
    error: error ? `${error.title}: ${error.description}` : undefined,
  });
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div>
      <FieldFrame field={field} label="Logo of ontwerp meesturen (optioneel)" hint={hint} errorRole="alert">
        <input
          {...field.control}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          onChange={(e) => setError(checkAttachments([...(e.currentTarget.files ?? [])]))}
          className="file-field"
        />
      </FieldFrame>
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
