// The two forms of the appointment's own page (/afspraak/wijzigen/:token): the confirmation that cancels, and the
// move (a GET that shows a day's free times, then the post that moves). Plain forms: the page ships no script.
import { Form } from "react-router";
import { RequiredMark } from "~/components/form/field";
import { SlotFieldset } from "~/components/slot-fieldset";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { appointmentChangeCopy as copy } from "~/content/appointment-change";
import { appointmentForm } from "~/content/appointment";
import { CANCEL_CONFIRMED } from "~/lib/appointments/change-forms";
import { dutchDate } from "~/lib/shop-time";

/** "Weet je zeker ...?": the one form that cancels, with the way back as the other choice. */
export function ConfirmCancelCard({ path, when }: { path: string; when: string }) {
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold text-ink">{copy.confirmTitle}</h2>
      <p className="font-medium text-ink" data-testid="confirm-cancel">
        {copy.confirmQuestion(when)}
      </p>
      <p className="text-slate-700">{copy.confirmIntro}</p>
      <Form method="post" action={path} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <input type="hidden" name="confirm" value={CANCEL_CONFIRMED} />
        <Button type="submit" name="intent" value="cancel" size="lg">
          {copy.confirmSubmit}
        </Button>
        <a href={path} className="btn btn-outline btn-lg">
          {copy.keep}
        </a>
      </Form>
    </Card>
  );
}

export function MoveCard({
  path,
  date,
  slots,
  closed,
  errors,
  keptTime,
}: {
  path: string;
  date: string | null;
  slots: string[] | null;
  closed: string | null;
  errors?: Partial<Record<string, string>>;
  keptTime?: string;
}) {
  const dateError = errors?.preferred_date;
  const timeError = errors?.preferred_time;
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold text-ink">{copy.moveTitle}</h2>
      <p className="text-slate-700">{copy.moveIntro}</p>
      <Form method="get" action={path}>
        <Label htmlFor="move-date">
          {appointmentForm.dateLabel}
          <RequiredMark />
        </Label>
        <div className="flex flex-wrap items-start gap-3">
          <Input
            id="move-date"
            type="date"
            name="datum"
            required
            defaultValue={date ?? ""}
            aria-describedby={dateError ? "move-date-hint move-date-error" : "move-date-hint"}
            aria-invalid={dateError ? true : undefined}
            className="w-auto"
          />
          <Button type="submit" variant="outline">
            {copy.showTimes}
          </Button>
        </div>
        <p id="move-date-hint" className="mt-1 text-sm text-slate-600">
          {appointmentForm.dateHint}
        </p>
        {dateError ? (
          <p id="move-date-error" className="mt-1 text-sm font-medium text-red-800">
            {dateError}
          </p>
        ) : null}
      </Form>
      {date && slots ? (
        slots.length === 0 ? (
          <p role="status" className="rounded-lg bg-slate-50 p-4 text-slate-800">
            {closed ?? appointmentForm.noFreeSlots}
          </p>
        ) : (
          <Form method="post" action={path} className="space-y-4">
            <input type="hidden" name="preferred_date" value={date} />
            <SlotFieldset
              legend={copy.timeLegend(dutchDate(date))}
              slots={slots}
              checked={keptTime}
              error={timeError}
              errorId="move-time-error"
              className="rounded-2xl border border-slate-200 p-4"
            />
            <Button type="submit" name="intent" value="move" size="lg">
              {copy.moveSubmit}
            </Button>
          </Form>
        )
      ) : null}
    </Card>
  );
}
