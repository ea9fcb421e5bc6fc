// The quick-quote form of the contact section (docs/behaviour.md#screens-and-routes, #data, #validation-and-messages). Works without JavaScript as a plain POST.
import { useId } from "react";
import { useNavigate } from "react-router";
import { useLeadSubmit } from "~/hooks/use-lead-submit";
import { quickQuoteServices } from "~/lib/quote-services";
import { track } from "~/lib/tracking";
import { useSite } from "~/hooks/use-site";
import { SelectField, TextAreaField, useFieldValue } from "./form/field";
import {
  AttachmentField,
  DeliveryFields,
  EmailField,
  LeadFormFields,
  LeadTrapFields,
  NameField,
  NoJsFormError,
  PhoneField,
  useLeadFormLink,
} from "./form/lead-fields";
import { Button } from "./ui/button";

export function QuickQuoteForm() {
  const link = useLeadFormLink("quick");
  const site = useSite();
  const navigate = useNavigate();
  const id = useId();
  const { onSubmit, onFocus, sending, progress, errors } = useLeadSubmit("quick", {
    phone: site.phone,
    onSuccess: async (result, element) => {
      track({
        name: "Lead",
        params: { service: String(new FormData(element).get("service")), form: link.tracking },
      });
      await navigate(result.next);
    },
  });

  return (
    <form
      method="post"
      action={link.path}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-labelledby={`${id}-title`}
      className="relative grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h3 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          Snelle offerte aanvragen
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Laat je gegevens achter, dan bellen we je terug: tijdens onze openingstijden dezelfde dag, anders de
          volgende werkdag. Velden met * zijn verplicht.
        </p>
      </div>
      <LeadFormFields form="quick" errors={errors}>
        <NoJsFormError form="quick" />
        <LeadTrapFields />
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField />
          <PhoneField />
        </div>
        <EmailField />
        <ServiceField />
        <DeliveryFields />
        <TextAreaField label="Bericht (optioneel)" name="description" rows={3} />
        <AttachmentField progress={progress} />
      </LeadFormFields>
      {/* As wide as its text below lg: stretched across a phone, its end lay under the floating WhatsApp
          button whenever it reached the bottom of the screen. */}
      <Button type="submit" size="lg" disabled={sending} className="max-lg:justify-self-start">
        {sending ? "Versturen..." : "Vraag offerte aan"}
      </Button>
    </form>
  );
}

function ServiceField() {
  const kept = useFieldValue("service");
  return (
    <SelectField label="Dienst" name="service" defaultValue={kept ?? quickQuoteServices[0]}>
      {quickQuoteServices.map((service) => (
        <option key={service} value={service}>
          {service}
        </option>
      ))}
    </SelectField>
  );
}
