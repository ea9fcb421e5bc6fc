// The quote modal (spec §2 "Quote modal", §3–§5, §8). Loaded lazily by quote-modal-context.tsx on first open.
import { useId, useRef, useState } from "react";
import { quoteServices, type QuoteServiceValue } from "~/lib/quote-services";
import { track } from "~/lib/tracking";
import { useSite } from "~/hooks/use-site";
import {
  AttachmentField,
  CompanyField,
  DeliveryFields,
  EmailField,
  LeadTrapFields,
  NameField,
  PhoneField,
  RequiredMark,
  showFormError,
  submitLead,
  TextAreaField,
} from "./lead-form-fields";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";
import { Label } from "./ui/input";
import { Select } from "./ui/select";
import { toast } from "./ui/toast";

export interface QuoteModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultService?: QuoteServiceValue;
  returnFocusTo?: HTMLElement | null;
}

export default function QuoteModal({ open, onOpenChange, defaultService, returnFocusTo }: QuoteModalProps) {
  const site = useSite();
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // A new key remounts the fields: a reset after success, and the preselected service when opened from a page.
  const [formKey, setFormKey] = useState(0);
  const id = useId();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const result = await submitLead("quote", event.currentTarget, site.phone, setProgress);
    setSending(false);
    setProgress(null);
    if (!result.ok) {
      // The modal stays open with everything the visitor typed.
      showFormError(result.error);
      return;
    }
    toast.success(result.success.title, { description: result.success.description });
    track({ name: "Lead", params: { service: result.data.service, form: "quote-modal" } });
    track({ name: "QuoteConversion", params: { service: result.data.service } });
    setFormKey((k) => k + 1);
    onOpenChange(false);
  }

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
          Vertel ons wat je wilt laten maken. We nemen binnen 24 uur contact met je op. Velden met * zijn
          verplicht.
        </DialogDescription>
        <form
          key={`${formKey}-${defaultService ?? ""}`}
          ref={formRef}
          method="post"
          action="/api/offerte"
          encType="multipart/form-data"
          noValidate
          onSubmit={onSubmit}
          className="mt-5 grid gap-4"
        >
          <LeadTrapFields />
          <div className="grid gap-4 sm:grid-cols-2">
            <NameField />
            <EmailField />
            <PhoneField />
            <CompanyField />
          </div>
          <div>
            <Label htmlFor={`${id}-service`}>
              Dienst
              <RequiredMark />
            </Label>
            <Select
              id={`${id}-service`}
              name="service"
              aria-required="true"
              defaultValue={defaultService ?? ""}
            >
              <option value="">Kies een dienst</option>
              {quoteServices.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          </div>
          <TextAreaField label="Omschrijving" name="description" rows={4} maxLength={5000} />
          <DeliveryFields />
          <AttachmentField progress={progress} />
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? "Versturen..." : "Offerte aanvragen"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
