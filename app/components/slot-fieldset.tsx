// The free times of one day as radio buttons in a fieldset: the /afspraak page without JavaScript and the
// visitor's move page (/afspraak/wijzigen/:token) both ask for a time this way.
import { RequiredMark } from "./form/field";

export function SlotFieldset({
  legend,
  slots,
  checked,
  error,
  errorId,
  className = "rounded-2xl border border-slate-200 p-5",
}: {
  legend: string;
  slots: readonly string[];
  checked?: string;
  error?: string;
  errorId?: string;
  className?: string;
}) {
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-base font-semibold text-slate-900">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {slots.map((slot, i) => (
          <label
            key={slot}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="preferred_time"
              value={slot}
              required={i === 0}
              defaultChecked={slot === checked}
              className="accent-brand-700"
            />
            {slot}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
