// The quick-quote form of the contact section (spec §2, §3, §5, §8). Works without JavaScript as a plain POST.
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { quickQuoteServices } from "~/lib/quote-services";
import { track } from "~/lib/tracking";
import { useSite } from "~/hooks/use-site";
import {
  AttachmentField,
  DeliveryFields,
  EmailField,
  KeptInputProvider,
  LeadTrapFields,
  NameField,
  NoJsFormError,
  PhoneField,
  preloadLeadSchemas,
  showFormError,
  submitLead,
  TextAreaField,
  useKeptValue,
} from "./lead-form-fields";
import { Button } from "./ui/button";
import { Label } from "./ui/input";
import { Select } from "./ui/select";
import { toast } from "./ui/toast";

export function QuickQuoteForm() {
  const site = useSite();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    setSending(true);
    try {
      const result = await submitLead("quick", element, site.phone, setProgress);
      if (!result.ok) {
        showFormError(result.error);
        return;
      }
      toast.success(result.success.title, { description: result.success.description });
      track({
        name: "Lead",
        params: { service: String(new FormData(element).get("service")), form: "quick-quote" },
      });
      await navigate(result.next);
    } finally {
      setSending(false);
      setProgress(null);
    }
  }

  return (
    <form
      method="post"
      action="/api/snelle-offerte"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadLeadSchemas}
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
      <KeptInputProvider form="quick">
        <NoJsFormError form="quick" phone={site.phone} />
        <LeadTrapFields />
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField />
          <PhoneField required />
        </div>
        <EmailField />
        <ServiceField id={`${id}-service`} />
        <DeliveryFields />
        <TextAreaField label="Bericht (optioneel)" name="description" rows={3} maxLength={5000} />
        <AttachmentField progress={progress} />
      </KeptInputProvider>
      {/* As wide as its text below lg: stretched across a phone, its end lay under the floating WhatsApp
          button whenever it reached the bottom of the screen. */}
      <Button type="submit" size="lg" disabled={sending} className="max-lg:justify-self-start">
        {sending ? "Versturen..." : "Vraag offerte aan"}
      </Button>
    </form>
  );
}

function ServiceField({ id }: { id: string }) {
  const kept = useKeptValue("service");
  return (
    <div>
      <Label htmlFor={id}>Dienst</Label>
      <Select id={id} name="service" defaultValue={kept ?? quickQuoteServices[0]}>
        {quickQuoteServices.map((service) => (
          <option key={service} value={service}>
            {service}
          </option>
        ))}
      </Select>
    </div>
  );
}
