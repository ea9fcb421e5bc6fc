// One filter of a staff list's GET form (the inbox, the audit log): "all" first, then the known values with
// their Dutch labels. The parameter's name is also the select's id.
import { fieldClass, Label } from "~/components/ui/input";

export interface FilterOption {
  value: string;
  label: string;
}

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
