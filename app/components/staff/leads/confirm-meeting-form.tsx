// "Afspraak bevestigen" on an appointment's page: staff choose how they meet the visitor, a video link or "we
// bellen je", and the confirmation mail and the updated invite say exactly that (lib/appointments/meeting).
// A plain POST (intent "confirm"); an error shows at its field with what was typed.
import { Form } from "react-router";
import { Field } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { meetingCopy as copy } from "~/content/appointment-change";

export function ConfirmMeetingForm({
  hasPhone,
  errors,
  values,
  busy,
}: {
  hasPhone: boolean;
  errors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
  busy: boolean;
}) {
  const kindError = errors?.meeting_kind;
  const kind = values?.meeting_kind ?? "video";
  return (
    <Form method="post" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <input type="hidden" name="intent" value="confirm" />
      <fieldset aria-describedby={kindError ? "meeting-kind-error" : undefined}>
        <legend className="mb-2 font-semibold text-ink">{copy.legend}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="meeting_kind" value="video" defaultChecked={kind === "video"} />
            {copy.video}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="meeting_kind"
              value="telefoon"
              defaultChecked={kind === "telefoon"}
              disabled={!hasPhone}
              aria-describedby={hasPhone ? undefined : "meeting-no-phone"}
            />
            {copy.telefoon}
          </label>
        </div>
        {hasPhone ? null : (
          <p id="meeting-no-phone" className="mt-1 text-sm text-slate-600">
            {copy.noPhone}
          </p>
        )}
        {kindError ? (
          <p id="meeting-kind-error" className="mt-1 text-sm font-medium text-red-800">
            {kindError}
          </p>
        ) : null}
      </fieldset>
      <Field
        name="meeting_url"
        type="url"
        label={copy.urlLabel}
        hint={copy.urlHint}
        error={errors?.meeting_url}
        defaultValue={values?.meeting_url}
        inputMode="url"
        autoComplete="off"
      />
      <Button type="submit" size="sm" busy={busy}>
        {copy.confirm}
      </Button>
    </Form>
  );
}
