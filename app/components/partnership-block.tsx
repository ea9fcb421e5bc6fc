// Business-partnership call to action (docs/behaviour.md#screens-and-routes item 6, §4): teaser → form → submitting → /bedankt, with a
// confirmation card whose 'Sluiten' resets everything. The teaser's button is a link, so it works without JS.
import { Building2, CircleCheck } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useLeadSubmit } from "~/hooks/use-lead-submit";
import { track } from "~/lib/tracking";
import { partnershipBlock as copy } from "~/content/partnership";
import { fillSiteTokens } from "~/content/site";
import { useSite } from "~/hooks/use-site";
import { Field } from "./form/field";
import {
  CompanyField,
  EmailField,
  LeadFormFields,
  LeadTrapFields,
  NameField,
  NoJsFormError,
  PhoneField,
  useLeadFormLink,
} from "./form/lead-fields";
import { Button } from "./ui/button";
import { Card } from "./ui/card";

type Step = "teaser" | "form" | "done";

export function PartnershipBlock() {
  const link = useLeadFormLink("partnership");
  const site = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromUrl = params.get("partner") === "formulier" || params.get("formulier") === "partnership";
  const [step, setStep] = useState<Step>(fromUrl ? "form" : "teaser");
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const { onSubmit, onFocus, sending, errors } = useLeadSubmit("partnership", {
    phone: site.phone,
    onSuccess: async (result) => {
      track({ name: "CompleteRegistration", params: { type: "partnership" } });
      setStep("done");
      await navigate(result.next);
    },
  });

  // Keyboard and screen-reader users land on the new content after each step change.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);

  if (step === "teaser") {
    return (
      <StepCard
        icon={<Building2 className="mx-auto size-10 text-brand-600" />}
        heading={copy.teaser.title}
        headingRef={headingRef}
        text={fillSiteTokens(copy.teaser.text, site)}
      >
        <Button asChild size="lg" className="mt-5">
          <a
            href="?partner=formulier#zakelijk-partner"
            onClick={(event) => {
              event.preventDefault();
              onFocus();
              setStep("form");
            }}
          >
            {copy.teaser.cta}
          </a>
        </Button>
      </StepCard>
    );
  }

  if (step === "done") {
    return (
      <StepCard
        icon={<CircleCheck className="mx-auto size-10 text-emerald-600" />}
        heading={copy.done.title}
        headingRef={headingRef}
        text={fillSiteTokens(copy.done.text, site)}
      >
        <Button variant="outline" className="mt-5" onClick={() => setStep("teaser")}>
          {copy.done.close}
        </Button>
      </StepCard>
    );
  }

  return (
    <Card id="zakelijk-partner" className="scroll-mt-24">
      <h2
        ref={headingRef}
        id={`${id}-title`}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {copy.form.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.form.required}</p>
      <form
        method="post"
        action={link.path}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className="relative mt-5 grid gap-4 sm:grid-cols-2"
      >
        <LeadFormFields form="partnership" errors={errors}>
          <NoJsFormError form="partnership" className="sm:col-span-2" />
          <LeadTrapFields />
          <CompanyField name="company_name" />
          <NameField label="Contactpersoon" name="contact_person" />
          <EmailField />
          <PhoneField />
          <Field label="Aantal medewerkers" name="employees" placeholder="bijv. 10-50" />
          <Field label="Verwacht printvolume" name="print_volume" placeholder="bijv. 200 shirts per jaar" />
        </LeadFormFields>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? copy.form.sending : copy.form.send}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled={sending}
            onClick={() => setStep("teaser")}
          >
            Annuleren
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The teaser and the thanks: an icon, the heading that takes the focus on a step change, a line, an action. */
function StepCard({
  icon,
  heading,
  headingRef,
  text,
  children,
}: {
  icon: React.ReactNode;
  heading: string;
  headingRef: React.Ref<HTMLHeadingElement>;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <Card id="zakelijk-partner" className="scroll-mt-24 text-center">
      {icon}
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {heading}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{text}</p>
      {children}
    </Card>
  );
}
