// The bookkeeping page's period: a year and a month, quarter or the whole year, as a GET form (no script needed).
import { FilterForm } from "~/components/staff/filter-form";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { bookkeepingCopy as copy } from "~/content/bookkeeping";
import { EARLIEST_YEAR, LATEST_YEAR } from "~/lib/bookkeeping/period";
import { dutchMonth } from "~/lib/shop-time";

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));

export function PeriodForm({ year, code, error }: { year: string; code: string; error: string | null }) {
  return (
    <FilterForm label={copy.formLabel} className="sm:grid-cols-[minmax(0,8rem)_minmax(0,14rem)_auto]">
      <div>
        <Label htmlFor="jaar">{copy.yearLabel}</Label>
        <Input
          id="jaar"
          name="jaar"
          type="number"
          defaultValue={year}
          required
          min={EARLIEST_YEAR}
          max={LATEST_YEAR}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "periode-fout" : undefined}
        />
      </div>
      <div>
        <Label htmlFor="periode">{copy.periodLabel}</Label>
        <Select id="periode" name="periode" defaultValue={code || "k1"}>
          <option value="jaar">{copy.periodOptions.jaar}</option>
          <optgroup label={copy.quarters}>
            {["k1", "k2", "k3", "k4"].map((q) => (
              <option key={q} value={q}>
                {copy.periodOptions[q]}
              </option>
            ))}
          </optgroup>
          <optgroup label={copy.months}>
            {MONTHS.map((m) => (
              <option key={m} value={`m${m}`}>
                {dutchMonth(`2000-${m}`).replace(" 2000", "")}
              </option>
            ))}
          </optgroup>
        </Select>
      </div>
      <div className="flex items-end">
        <Button type="submit">{copy.show}</Button>
      </div>
      {error ? (
        <p id="periode-fout" role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
          {error}
        </p>
      ) : null}
    </FilterForm>
  );
}
