// The inbox's filters: a GET form (works without JavaScript) over search, type, status, source and dates.
import { Input, Label } from "~/components/ui/input";
import { DayFilter, FilterButtons, FilterForm, FilterSelect } from "~/components/staff/filter-form";
import { replyClockCopy } from "~/content/reply-clock";
import { inboxCopy as copy } from "~/content/staff-inbox";
import type { LeadFilter } from "~/lib/leads/filter";
import { LEAD_TYPES, leadTypeLabel } from "~/lib/leads/registry";
import { LEAD_STATUSES, statusLabel } from "~/lib/leads/status";
import { sourceLabel, VISIT_SOURCES } from "~/lib/visit-source";

const typeOptions = LEAD_TYPES.map((t) => ({ value: t, label: leadTypeLabel(t) }));
const statusOptions = LEAD_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const sortOptions = [{ value: "due", label: replyClockCopy.sort.due }];
const sourceOptions = VISIT_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }));

export function InboxFilters({ filter }: { filter: LeadFilter }) {
  return (
    <FilterForm label={copy.filters} className="lg:grid-cols-8">
      <div className="lg:col-span-2">
        <Label htmlFor="q">{copy.search}</Label>
        <Input id="q" name="q" type="search" defaultValue={filter.q} placeholder={copy.searchPlaceholder} />
      </div>
      <FilterSelect name="type" {...copy.type} value={filter.type} options={typeOptions} />
      <FilterSelect name="status" {...copy.status} value={filter.status} options={statusOptions} />
      <FilterSelect name="bron" {...copy.source} value={filter.source} options={sourceOptions} />
      <DayFilter name="from" label={copy.from} value={filter.from} />
      <DayFilter name="to" label={copy.to} value={filter.to} />
      <FilterSelect
        name="sort"
        label={replyClockCopy.sort.label}
        all={replyClockCopy.sort.newest}
        value={filter.sort}
        options={sortOptions}
      />
      <FilterButtons
        submit={copy.filter}
        reset={copy.clear}
        resetTo="/employee-dashboard"
        className="sm:col-span-2 lg:col-span-8"
      />
    </FilterForm>
  );
}
