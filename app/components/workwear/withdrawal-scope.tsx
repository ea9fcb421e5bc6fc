// The withdrawal form's "what do you withdraw" question: the whole order or part of it (the part named below it).
import { withdrawalPage as copy } from "~/content/withdrawal";

export function ScopeField({ chosen, error }: { chosen: string | undefined; error: string | undefined }) {
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? "scope-error" : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-900">
        {copy.scopeLegend} <span className="text-red-700">*</span>
      </legend>
      {(["alles", "deels"] as const).map((value) => (
        <label key={value} className="flex items-center gap-2 text-slate-700">
          <input
            type="radio"
            name="scope"
            value={value}
            defaultChecked={chosen === value}
            required
            className="size-4 accent-brand-700"
          />
          {value === "alles" ? copy.scopeAll : copy.scopePart}
        </label>
      ))}
      {error ? (
        <p id="scope-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
