// The fields of a staff list's GET filter form (the inbox, the audit log). A parameter's name is also its field's
// id.
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { fieldClass, Input, Label } from "~/components/ui/input";
import { useUrlForm } from "~/hooks/use-url-form";
import { cn } from "~/lib/cn";

/**
 * The GET form (works without JavaScript). A new form per navigation: after "Wissen", Back/Forward or a link the
 * fields show the filters of the list below, and the next submit does not bring back old ones; the focus stays on
 * the control used. `className` sets the columns.
 */
export function FilterForm(props: { label: string; className: string; children: React.ReactNode }) {
  const { key, ref, onSubmit } = useUrlForm();
  return (
    <Form
      key={key}
      ref={ref}
      onSubmit={onSubmit}
      method="get"
      aria-label={props.label}
      className={cn(
        "grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2",
        props.className,
      )}
    >
      {props.children}
    </Form>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** One filter: "all" first, then the known values with their Dutch labels. */
export function FilterSelect(props: {
  name: string;
  label: string;
  all: string;
  value: string | null;
  options: readonly FilterOption[];
}) {
  return (
    <div>
      <Label htmlFor={props.name}>{props.label}</Label>
      <select id={props.name} name={props.name} defaultValue={props.value ?? ""} className={fieldClass}>
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

/** A calendar day the list starts or ends at (yyyy-mm-dd). */
export function DayFilter(props: { name: string; label: string; value: string | null }) {
  return (
    <div>
      <Label htmlFor={props.name}>{props.label}</Label>
      <Input id={props.name} name={props.name} type="date" defaultValue={props.value ?? ""} />
    </div>
  );
}

/** Apply the filters, or go back to the unfiltered list. */
export function FilterButtons(props: { submit: string; reset: string; resetTo: string; className?: string }) {
  return (
    <div className={cn("flex gap-2", props.className)}>
      <Button type="submit">{props.submit}</Button>
      <Link className={buttonVariants({ variant: "ghost" })} to={props.resetTo}>
        {props.reset}
      </Link>
    </div>
  );
}
