// /afspraak: the appointment form as a page, for visitors whose browser runs no JavaScript (the dialog fetches
// the free times as a date is picked, so it needs scripts). Step one picks a date with a plain GET form; step two
// lists that day's free times with the personal details and posts to /api/afspraak, as the dialog does. Without
// a date the page depends on nothing but the build, so it comes from the page cache; with ?datum= it is rendered
// per request. With JavaScript the appointment buttons open the dialog instead.
import { useId } from "react";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { RequiredMark, TextAreaField, useFieldValue as useKeptValue } from "~/components/form/field";
import {
  CompanyField,
  EmailField,
  LeadFormFields,
  LeadTrapFields,
  NameField,
  NoJsFormError,
  PhoneField,
  useLeadFormLink,
} from "~/components/form/lead-fields";
import { SlotFieldset } from "~/components/slot-fieldset";
import { Button } from "~/components/ui/button";
import { appointmentForm as copy } from "~/content/appointment";
import { fillSiteTokens } from "~/content/site";
import { useSite } from "~/hooks/use-site";
import { Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { dutchDate } from "~/lib/shop-time";
import { buildMeta } from "~/lib/seo";
import { getDb } from "~/server/db/index.server";
import { dayTimes } from "~/server/leads/appointment.server";
import { takeKeptInput } from "~/server/leads/kept-input.server";
import type { Route } from "./+types/afspraak";
import { PUBLIC_PAGE } from "~/lib/page-cache";

const PATH = "/afspraak";
const crumbs = trail({ name: "Afspraak", path: PATH });

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: copy.title,
    description: "Kies een datum en tijd voor een online gesprek over je drukwerk, kleding of belettering.",
    path: PATH,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // After a refused post the visitor comes back here with what they sent: the date they chose shows its times.
  const kept = takeKeptInput(request, url).kept;
  const date =
    url.searchParams.get("datum") ?? (kept?.form === "appointment" ? kept.values.preferred_date : undefined);
  if (!date) return { date: null, slots: null, closed: null };
  // An invalid, past or closed date has no slots (lib/appointment-slots); a closed day says why.
  return { date, ...(await dayTimes(getDb(), date)) };
}

export const handle = PUBLIC_PAGE;

export default function AfspraakPage({ loaderData }: Route.ComponentProps) {
  const { date, slots, closed } = loaderData;
  const site = useSite();
  return (
    <main id="main">
      <PageHeader crumbs={crumbs} title={copy.title} intro={fillSiteTokens(copy.intro, site)} />
      <div className={cn(containerClass, "max-w-3xl! py-12")}>
        <LeadFormFields form="appointment">
          <NoJsFormError form="appointment" className="mb-6" />
          <DateStep date={date} />
          {date && slots ? <DetailsStep date={date} slots={slots} closed={closed} /> : null}
        </LeadFormFields>
      </div>
    </main>
  );
}

function DateStep({ date }: { date: string | null }) {
  const id = useId();
  return (
    <form method="get" action={PATH} className="rounded-2xl border border-slate-200 p-5">
      <Label htmlFor={`${id}-date`}>
        {copy.dateLabel}
        <RequiredMark />
      </Label>
      <div className="flex flex-wrap items-start gap-3">
        <Input
          id={`${id}-date`}
          type="date"
          name="datum"
          required
          defaultValue={date ?? ""}
          aria-describedby={`${id}-date-hint`}
          className="w-auto"
        />
        <Button type="submit" variant="outline">
          Tijden tonen
        </Button>
      </div>
      <p id={`${id}-date-hint`} className="mt-1 text-sm text-slate-600">
        {copy.dateHint}
      </p>
    </form>
  );
}

function DetailsStep({ date, slots, closed }: { date: string; slots: string[]; closed: string | null }) {
  const link = useLeadFormLink("appointment");
  const keptTime = useKeptValue("preferred_time");
  if (slots.length === 0) {
    return (
      <p role="status" className="mt-6 rounded-lg bg-slate-50 p-4 text-slate-800">
        {closed ?? copy.noFreeSlots}
      </p>
    );
  }
  return (
    <form method="post" action={link.path} className="mt-6 grid gap-5">
      <LeadTrapFields />
      <input type="hidden" name="preferred_date" value={date} />
      <SlotFieldset legend={`Tijd op ${dutchDate(date)}`} slots={slots} checked={keptTime} />
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-5">
        <legend className="px-1 text-base font-semibold text-slate-900">{copy.detailsLegend}</legend>
        <NameField />
        <EmailField />
        <CompanyField />
        <PhoneField />
        <TextAreaField label={copy.messageLabel} name="message" rows={3} />
      </fieldset>
      <Button type="submit" size="lg" className="w-full">
        {copy.submit}
      </Button>
    </form>
  );
}
