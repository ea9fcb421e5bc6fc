// The audit log's filters: a plain GET form, so it works without JavaScript and the URL can be shared.
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { FilterSelect, type FilterOption } from "~/components/staff/filter-select";
import { Input, Label } from "~/components/ui/input";
import { auditCopy as copy } from "~/content/audit";
import { useUrlForm } from "~/hooks/use-url-form";
import type { AuditFilter } from "~/lib/audit-filter";

export function AuditFilters(props: {
  filter: AuditFilter;
  people: FilterOption[];
  actions: FilterOption[];
}) {
  // A new form per navigation: after "Wissen" or Back the fields show the filter of the list below.
  const { key, ref, onSubmit } = useUrlForm();
  return (
    <Form
      key={key}
      ref={ref}
      onSubmit={onSubmit}
      method="get"
      aria-label={copy.filters}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
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
      <div>
        <Label htmlFor="van">{copy.from}</Label>
        <Input id="van" name="van" type="date" defaultValue={props.filter.from ?? ""} />
      </div>
      <div>
        <Label htmlFor="tot">{copy.to}</Label>
        <Input id="tot" name="tot" type="date" defaultValue={props.filter.to ?? ""} />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{copy.submit}</Button>
        <Link className={buttonVariants({ variant: "ghost" })} to="/employee-dashboard/admin/audit">
          {copy.reset}
        </Link>
      </div>
    </Form>
  );
}
