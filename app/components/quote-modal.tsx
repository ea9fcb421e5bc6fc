// The quote modal (docs/behaviour.md#screens-and-routes "Quote modal", §3–§5, §8). Loaded lazily by quote-modal-context.tsx on first open.
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useLeadSubmit } from "~/hooks/use-lead-submit";
import { quoteServices, type QuoteServiceValue } from "~/lib/quote-services";
import { hasArtworkReport } from "~/lib/leads/thanks-request";
import { track } from "~/lib/tracking";
import { useSite } from "~/hooks/use-site";
import { SelectField, TextAreaField } from "./form/field";
import {
  AttachmentField,
  CompanyField,
  DeliveryFields,
  EmailField,
  LeadFormFields,
  LeadTrapFields,
  NameField,
  PhoneField,
  useLeadFormLink,
} from "./form/lead-fields";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";

export interface QuoteModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultService?: QuoteServiceValue;
  defaultDescription?: string;
  returnFocusTo?: HTMLElement | null;
}

export default function QuoteModal({
  open,
  onOpenChange,
  defaultService,
  defaultDescription,
  returnFocusTo,
}: QuoteModalProps) {
  const link = useLeadFormLink("quote");
  const site = useSite();
  // A new key remounts the fields: a reset after success, and the preselected service when opened from a page.
  const [formKey, setFormKey] = useState(0);
  const id = useId();
  const navigate = useNavigate();
  // The modal stays open with everything the visitor typed after an error.
  const { onSubmit, sending, progress, errors } = useLeadSubmit("quote", {
    phone: site.phone,
    onSuccess: (result) => {
      track({ name: "Lead", params: { service: result.data.service, form: link.tracking } });
      track({ name: "QuoteConversion", params: { service: result.data.service } });
      setFormKey((k) => k + 1);
      onOpenChange(false);
      // Files sent: /bedankt shows what the artwork check found in them (without JavaScript the form lands there too).
      if (hasArtworkReport(result.next)) void navigate(result.next);
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && sending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent aria-describedby={`${id}-desc`} returnFocusTo={returnFocusTo}>
        <DialogTitle>Offerte aanvragen</DialogTitle>
        <DialogDescription id={`${id}-desc`}>
          {/* The dialog is in pages the render cache serves: the promise in business hours holds at any
              moment; the toast after sending names the due time itself. */}
          Vertel ons wat je wilt laten maken. We nemen {site.replyWithin.quote} contact met je op. Velden met
          * zijn verplicht.
        </DialogDescription>
        <form
          key={`${formKey}-${defaultService ?? ""}-${defaultDescription ?? ""}`}
          method="post"
          action={link.path}
          encType="multipart/form-data"
          noValidate
          onSubmit={onSubmit}
          className="mt-5 grid gap-4"
        >
          <LeadFormFields form="quote" errors={errors}>
            <LeadTrapFields />
            <div className="grid gap-4 sm:grid-cols-2">
              <NameField />
              <EmailField />
              <PhoneField />
              <CompanyField />
            </div>
            <SelectField label="Dienst" name="service" defaultValue={defaultService ?? ""}>
              <option value="">Kies een dienst</option>
              {quoteServices.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label="Omschrijving"
              name="description"
              rows={4}
              defaultValue={defaultDescription}
            />
            <DeliveryFields />
            <AttachmentField progress={progress} />
          </LeadFormFields>
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? "Versturen..." : "Offerte aanvragen"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
