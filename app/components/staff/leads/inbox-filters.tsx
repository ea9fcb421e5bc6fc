// The inbox's filters: a GET form (works without JavaScript) over search, type, status, source and dates.
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { FilterSelect } from "~/components/staff/filter-select";
import { inboxCopy as copy } from "~/content/staff-inbox";
import { useUrlForm } from "~/hooks/use-url-form";
import type { LeadFilter } from "~/lib/leads/filter";
import { LEAD_TYPES, leadTypeLabel } from "~/lib/leads/registry";
import { LEAD_STATUSES, statusLabel } from "~/lib/leads/status";
import { sourceLabel, VISIT_SOURCES } from "~/lib/visit-source";

const typeOptions = LEAD_TYPES.map((t) => ({ value: t, label: leadTypeLabel(t) }));
const statusOptions = LEAD_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const sourceOptions = VISIT_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }));

export function InboxFilters({ filter }: { filter: LeadFilter }) {
  // A new form per navigation: after "Wissen", Back/Forward or a link the fields show the filters of the list
  // below, and the next "Filteren" does not bring back old ones. The focus stays on the control used.
  const { key, ref, onSubmit } = useUrlForm();
  return (
    <Form
      key={key}
      ref={ref}
      onSubmit={onSubmit}
      method="get"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-7"
      aria-label={copy.filters}
    >
      <div className="lg:col-span-2">
        <Label htmlFor="q">{copy.search}</Label>
        <Input id="q" name="q" type="search" defaultValue={filter.q} placeholder={copy.searchPlaceholder} />
      </div>
      <FilterSelect name="type" {...copy.type} value={filter.type} options={typeOptions} />
      <FilterSelect name="status" {...copy.status} value={filter.status} options={statusOptions} />
      <FilterSelect name="bron" {...copy.source} value={filter.source} options={sourceOptions} />
      <div>
        <Label htmlFor="from">{copy.from}</Label>
        <Input id="from" name="from" type="date" defaultValue={filter.from ?? ""} />
      </div>
      <div>
        <Label htmlFor="to">{copy.to}</Label>
        <Input id="to" name="to" type="date" defaultValue={filter.to ?? ""} />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-7">
        <Button type="submit">{copy.filter}</Button>
        <Link className={buttonVariants({ variant: "ghost" })} to="/employee-dashboard">
          {copy.clear}
        </Link>
      </div>
    </Form>
  );
}
