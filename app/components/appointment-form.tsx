// The appointment dialog 'Plan een online gesprek' (docs/behaviour.md#screens-and-routes, #states, #validation-and-messages): personal details and date/time cards.
// Free slots come from the server, which also refuses a slot someone booked in the meantime (409).
import { useEffect, useId, useMemo, useState } from "react";
import { appointmentForm as copy } from "~/content/appointment";
import { firstBookableDay, formatIsoDate, MAX_DAYS_AHEAD } from "~/lib/appointment-slots";
import { shopNow } from "~/lib/shop-time";
import { track } from "~/lib/tracking";
import { useLeadSubmit } from "~/hooks/use-lead-submit";
import { fillSiteTokens } from "~/content/site";
import { useSite } from "~/hooks/use-site";
import { RequiredMark, SelectField, TextAreaField } from "./form/field";
import {
  CompanyField,
  EmailField,
  LeadFormFields,
  LeadTrapFields,
  NameField,
  PhoneField,
  useLeadFormLink,
} from "./form/lead-fields";
import { Button } from "./ui/button";
import { Calendar } from "./ui/calendar";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";

type Slots =
  { state: "idle" } | { state: "loading" } | { state: "ready"; slots: string[] } | { state: "error" };
/** The answer for one date (and reload round); anything else shows as loading. */
type SlotsAnswer = { key: string } & ({ state: "ready"; slots: string[] } | { state: "error" });

/** An Amsterdam calendar day as the local-midnight Date the date picker compares with. */
function pickerDay(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
}

export default function AppointmentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const link = useLeadFormLink("appointment");
  const site = useSite();
  const id = useId();
  const [date, setDate] = useState<Date | undefined>();
  const [time, setTime] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [answer, setAnswer] = useState<SlotsAnswer | undefined>();
  const [formKey, setFormKey] = useState(0);
  const [reloadSlots, setReloadSlots] = useState(0);
  const isoDate = date ? formatIsoDate(date) : "";

  // Until the server has said which days are closed (holidays, closure days, the notice), weekends are.
  const [days, setDays] = useState<{ first: string; closed: string[] } | null>(null);
  useEffect(() => {
    if (!open || days) return;
    const controller = new AbortController();
    fetch("/api/afspraak/dagen", { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { first: string; closed: string[] }) => setDays(body))
      .catch(() => {
        // The weekday rule stays; the server still refuses a closed day with its reason.
      });
    return () => controller.abort();
  }, [open, days]);
  // The later of the server's first day and the one this visitor's clock gives (today drops out once the
  // notice has passed its last slot).
  const firstDay = useMemo(() => {
    const local = firstBookableDay();
    return pickerDay(days && days.first > local ? days.first : local);
  }, [days]);
  const closed = useMemo(() => (days ? days.closed.map(pickerDay) : [{ dayOfWeek: [0, 6] }]), [days]);
  const lastDay = useMemo(() => {
    const d = pickerDay(shopNow().date);
    d.setDate(d.getDate() + MAX_DAYS_AHEAD);
    return d;
  }, []);

  const slotsKey = `${isoDate}#${reloadSlots}`;
  const slots: Slots = !isoDate
    ? { state: "idle" }
    : answer?.key === slotsKey
      ? answer
      : { state: "loading" };

  useEffect(() => {
    if (!isoDate) return;
    const controller = new AbortController();
    const key = `${isoDate}#${reloadSlots}`;
    fetch(`/api/afspraak/tijden?datum=${isoDate}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { slots: string[] }) => {
        setAnswer({ key, state: "ready", slots: body.slots });
        setTime((current) => (body.slots.includes(current) ? current : ""));
      })
      .catch((error: Error) => {
        if (error.name !== "AbortError") setAnswer({ key, state: "error" });
      });
    return () => controller.abort();
  }, [isoDate, reloadSlots]);

  const complete = Boolean(isoDate && time && name.trim() && email.trim());
  const timeHint =
    slots.state === "idle"
      ? "Kies eerst een datum."
      : slots.state === "loading"
        ? "Beschikbare tijden laden..."
        : slots.state === "error"
          ? "De tijden konden niet worden geladen. Probeer het opnieuw."
          : slots.slots.length === 0
            ? copy.noFreeSlots
            : `${slots.slots.length} tijden beschikbaar (Nederlandse tijd).`;

  function reset() {
    setDate(undefined);
    setTime("");
    setName("");
    setEmail("");
    setFormKey((k) => k + 1);
  }

  const { onSubmit, sending, errors } = useLeadSubmit("appointment", {
    phone: site.phone,
    onSuccess: (result) => {
      track({
        name: "Schedule",
        params: { date: result.data.preferred_date, time: result.data.preferred_time },
      });
      reset();
      onOpenChange(false);
    },
    onError: (error) => {
      // Someone else may just have taken the slot: show what is still free.
      if (error.code === "tijdslot") {
        setTime("");
        setReloadSlots((n) => n + 1);
      }
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
      <DialogContent className="max-w-3xl!" aria-describedby={`${id}-desc`}>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription id={`${id}-desc`}>{fillSiteTokens(copy.intro, site)}</DialogDescription>
        <form
          key={formKey}
          method="post"
          action={link.path}
          noValidate
          onSubmit={onSubmit}
          className="mt-5 grid gap-5 md:grid-cols-2"
        >
          <LeadFormFields form="appointment" errors={errors}>
            <LeadTrapFields />
            <fieldset className="grid content-start gap-4 rounded-2xl border border-slate-200 p-4">
              <legend className="px-1 text-base font-semibold text-slate-900">{copy.detailsLegend}</legend>
              <NameField value={name} onChange={(e) => setName(e.target.value)} />
              <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
              <CompanyField />
              <PhoneField />
              <TextAreaField label={copy.messageLabel} name="message" rows={3} />
            </fieldset>
            <fieldset className="grid content-start gap-4 rounded-2xl border border-slate-200 p-4">
              <legend className="px-1 text-base font-semibold text-slate-900">Datum en tijd</legend>
              <div>
                <p id={`${id}-date-label`} className="mb-1.5 text-sm font-medium text-slate-800">
                  {copy.dateLabel}
                  <RequiredMark />
                </p>
                <Calendar
                  mode="single"
                  selected={date}
                  onSelect={setDate}
                  startMonth={firstDay}
                  endMonth={lastDay}
                  disabled={[{ before: firstDay }, { after: lastDay }, ...closed]}
                  aria-labelledby={`${id}-date-label`}
                />
                <input type="hidden" name="preferred_date" value={isoDate} />
              </div>
              <SelectField
                id={`${id}-time`}
                label="Tijd"
                name="preferred_time"
                value={time}
                onChange={(e) => setTime(e.target.value)}
                disabled={slots.state !== "ready" || slots.slots.length === 0}
                hint={<span aria-live="polite">{timeHint}</span>}
              >
                <option value="">Kies een tijd</option>
                {slots.state === "ready"
                  ? slots.slots.map((slot) => (
                      <option key={slot} value={slot}>
                        {slot}
                      </option>
                    ))
                  : null}
              </SelectField>
            </fieldset>
          </LeadFormFields>
          <div className="md:col-span-2">
            <Button type="submit" size="lg" className="w-full" disabled={sending || !complete}>
              {sending ? "Versturen..." : copy.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
