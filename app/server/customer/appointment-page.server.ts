// The visitor's appointment page /afspraak/wijzigen/:token on the server: what the loader shows (the appointment,
// its state, a chosen day's free times) and what the two forms do. Each change answers with a 303 back to the page
// and a notice, so a reload sends nothing again; a refusal names the field or says why.
import { data, redirect } from "react-router";
import { appointmentChangeCopy as copy } from "~/content/appointment-change";
import { parseIsoDate } from "~/lib/appointment-slots";
import { CANCEL_CONFIRMED, cancelSchema, moveSchema } from "~/lib/appointments/change-forms";
import { meetingOf, meetingSentence } from "~/lib/appointments/meeting";
import { appointmentMoment } from "~/lib/leads/appointment";
import {
  cancelAppointment,
  changeState,
  lookupAppointment,
  moveAppointment,
  type ChangeResult,
} from "../appointments/change.server";
import { appointmentChangePath } from "../appointments/links.server";
import { getDb } from "../db/index.server";
import { dispatchIntent, intent } from "../http/intent.server";
import { dayTimes } from "../leads/appointment.server";

const notices = new Map<string, string>([
  ["verplaatst", copy.notices.verplaatst],
  ["geannuleerd", copy.notices.geannuleerd],
]);

async function requireAppointment(token: string, ip: string) {
  const lookup = await lookupAppointment(token, ip);
  if (!lookup.ok) throw data(lookup.message, { status: lookup.status });
  return lookup.appointment;
}

export async function appointmentPageData(token: string, ip: string, url: URL) {
  const a = await requireAppointment(token, ip);
  const state = changeState(a);
  const datum = url.searchParams.get("datum") ?? "";
  const date = state === "open" && parseIsoDate(datum) ? datum : null;
  const day = date ? await dayTimes(getDb(), date) : null;
  const meeting = meetingOf(a);
  return {
    name: a.name,
    when: appointmentMoment(a),
    meeting: meeting ? meetingSentence(meeting) : null,
    state,
    path: appointmentChangePath(token),
    date,
    slots: day?.slots ?? null,
    closed: day?.closed ?? null,
    confirming: state === "open" && url.searchParams.get("annuleren") === "1",
    notice: notices.get(url.searchParams.get("melding") ?? "") ?? null,
  };
}

export async function appointmentPageAction(request: Request, token: string, ip: string) {
  const a = await requireAppointment(token, ip);
  const path = appointmentChangePath(token);
  const refused = (result: Extract<ChangeResult, { ok: false }>, values?: Record<string, string>) =>
    result.field
      ? {
          status: result.status,
          values,
          fieldErrors: { [result.field === "date" ? "preferred_date" : "preferred_time"]: result.message },
        }
      : { status: result.status, formError: result.message };
  return dispatchIntent(
    request,
    {
      move: intent(moveSchema, async (values) => {
        const result = await moveAppointment({
          id: a.id,
          date: values.preferred_date,
          time: values.preferred_time,
        });
        if (result.ok) throw redirect(`${path}?melding=verplaatst`, 303);
        return refused(result, values);
      }),
      cancel: intent(cancelSchema, async ({ confirm }) => {
        // Not from the confirmation step (an old page, a replayed post): nothing changes, the question is asked.
        if (confirm !== CANCEL_CONFIRMED) throw redirect(`${path}?annuleren=1`, 303);
        const result = await cancelAppointment({ id: a.id });
        if (result.ok) throw redirect(`${path}?melding=geannuleerd`, 303);
        return refused(result);
      }),
    },
    { unknown: copy.errors.unknown },
  );
}
