// The statistics page's period: 7, 30 or 90 days as links, or chosen days in a GET form (works without
// JavaScript), with the reason chosen days could not be shown.
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { statsPageCopy as copy } from "~/content/staff-statistics";
import { useUrlForm } from "~/hooks/use-url-form";
import { cn } from "~/lib/cn";
import { EARLIEST_DAY, type ParsedStatsPeriod, PERIOD_PRESETS, periodSummary } from "~/lib/stats-period";

export function PeriodPicker({ period, error, today }: ParsedStatsPeriod & { today: string }) {
  // A new form per navigation: the date fields show the period of the figures, not what was typed before (a
  // preset link, Back/Forward, or chosen days that could not be shown). The focus stays on the control used.
  const { key, ref, onSubmit } = useUrlForm();
  const dateField = {
    type: "date",
    required: true,
    min: EARLIEST_DAY,
    max: today,
    "aria-describedby": error ? "periode-fout" : undefined,
  } as const;
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <nav aria-label={copy.periodNav} className="flex gap-2">
        {PERIOD_PRESETS.map((days) => (
          <Link
            key={days}
            to={`?periode=${days}`}
            aria-current={period.preset === days ? "page" : undefined}
            className={cn(
              buttonVariants({ variant: period.preset === days ? "default" : "outline", size: "sm" }),
            )}
          >
            {copy.days(days)}
          </Link>
        ))}
      </nav>
      <Form
        key={key}
        ref={ref}
        onSubmit={onSubmit}
        method="get"
        className="flex flex-wrap items-end gap-2"
        aria-label={copy.ownPeriod}
      >
        <div>
          <Label htmlFor="van">{copy.from}</Label>
          <Input id="van" name="van" defaultValue={period.from} {...dateField} />
        </div>
        <div>
          <Label htmlFor="tot">{copy.to}</Label>
          <Input id="tot" name="tot" defaultValue={period.to} {...dateField} />
        </div>
        <Button type="submit" size="sm">
          {copy.show}
        </Button>
      </Form>
      {error ? (
        <p id="periode-fout" role="alert" className="basis-full text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <p className="basis-full text-sm text-slate-700" data-testid="periode">
        {periodSummary({ period, error })}
      </p>
    </div>
  );
}
