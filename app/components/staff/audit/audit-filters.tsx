// The audit log's filters: a plain GET form, so it works without JavaScript and the URL can be shared.
import {
  DayFilter,
  FilterButtons,
  FilterForm,
  FilterSelect,
  type FilterOption,
} from "~/components/staff/filter-form";
import { auditCopy as copy } from "~/content/audit";
import type { AuditFilter } from "~/lib/audit-filter";

export function AuditFilters(props: {
  filter: AuditFilter;
  people: FilterOption[];
  actions: FilterOption[];
}) {
  return (
    <FilterForm label={copy.filters} className="lg:grid-cols-4">
      <FilterSelect
        name="wie"
        label={copy.person}
        all={copy.allPeople}
        value={props.filter.actor}
        options={props.people}
      />
      <FilterSelect
        name="actie"
        label={copy.action}
        all={copy.allActions}
        value={props.filter.action}
        options={props.actions}
      />
      <DayFilter name="van" label={copy.from} value={props.filter.from} />
      <DayFilter name="tot" label={copy.to} value={props.filter.to} />
      <FilterButtons
        submit={copy.submit}
        reset={copy.reset}
        resetTo="/employee-dashboard/admin/audit"
        className="sm:col-span-2 lg:col-span-4"
      />
    </FilterForm>
  );
}
