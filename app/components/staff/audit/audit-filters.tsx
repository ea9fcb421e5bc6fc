// The audit log's filters: a plain GET form, so it works without JavaScript and the URL can be shared.
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { fieldClass, Input, Label } from "~/components/ui/input";
import { auditCopy as copy } from "~/content/audit";
import { useUrlForm } from "~/hooks/use-url-form";
import type { AuditFilter } from "~/lib/audit-filter";

interface Option {
  value: string;
  label: string;
}

function Select(props: { id: string; label: string; all: string; value: string | null; options: Option[] }) {
  return (
    <div>
      <Label htmlFor={props.id}>{props.label}</Label>
      <select id={props.id} name={props.id} defaultValue={props.value ?? ""} className={fieldClass}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AuditFilters(props: { filter: AuditFilter; people: Option[]; actions: Option[] }) {
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
      <Select
        id="wie"
        label={copy.person}
        all={copy.allPeople}
        value={props.filter.actor}
        options={props.people}
      />
      <Select
        id="actie"
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
