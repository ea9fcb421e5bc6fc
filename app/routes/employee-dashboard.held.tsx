// /employee-dashboard/controleren and /employee-dashboard/spam: leads a bot trap held back (~/lib/spam), each with
// "Geen spam", which moves the lead to the inbox and sends the e-mails it would have sent on arrival.
import { data, redirect } from "react-router";
import { FormError } from "~/components/form/field";
import { LeadTable } from "~/components/staff/leads/lead-table";
import { noIndexMeta } from "~/components/staff/meta";
import { heldLeadsCopy, releaseCopy } from "~/content/held-leads";
import { leadPageCopy } from "~/content/staff-leads";
import { useSending } from "~/hooks/use-sending";
import { formatDays } from "~/lib/retention";
import { heldLists, type HeldList } from "~/lib/spam";
import { releaseSchema } from "~/lib/staff/lead-forms";
import { requireStaff } from "~/server/auth.server";
import { getRetentionSettings } from "~/server/env.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import { listHeldLeads, releaseLead } from "~/server/leads/held.server";
import type { Route } from "./+types/employee-dashboard.held";
import { IntentButton } from "~/components/staff/intent-button";

/** The list this path shows (the route table maps both paths to this module). */
function listOf(url: URL): HeldList {
  const found = (Object.keys(heldLists) as HeldList[]).find((list) => heldLists[list].path === url.pathname);
  if (!found) throw data("Pagina niet gevonden.", { status: 404 });
  return found;
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaff(request);
  const list = listOf(url);
  const rows = await listHeldLeads(list);
  return {
    list,
    retention: formatDays(getRetentionSettings().spamDays),
    rows: rows.map(({ details: _details, ...row }) => row),
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireStaff(request);
  listOf(url);
  const release = intent(releaseSchema, async ({ type, id }) => {
    const result = await releaseLead({ actorId: user.id, type, id });
    if (result.ok) throw redirect(`/employee-dashboard/leads/${type}/${id}?melding=geen-spam`);
    if (result.reason === "slot-taken") return { status: 409, formError: releaseCopy.slotTaken };
    return { status: 404, formError: releaseCopy.notHeld };
  });
  return dispatchIntent(request, { release }, leadPageCopy);
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const title = loaderData ? heldLeadsCopy[loaderData.list].title : "Spamfilter";
  return [{ title: `${title} – medewerkers` }, noIndexMeta];
}

export default function HeldLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { list, rows, retention } = loaderData;
  const copy = heldLeadsCopy[list];
  const sending = useSending();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <p className="max-w-3xl text-slate-700">
        {copy.intro} {releaseCopy.retention(retention)}
      </p>
      <FormError message={actionData?.formError} />
      {rows.length ? (
        <LeadTable
          caption={copy.caption}
          rows={rows}
          last={{
            heading: <span className="sr-only">Actie</span>,
            cell: (lead) => (
              <IntentButton
                intent="release"
                fields={{ type: lead.type, id: lead.id }}
                busy={sending}
                aria-label={`${releaseCopy.button}: ${lead.name}`}
              >
                {releaseCopy.button}
              </IntentButton>
            ),
          }}
        />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{copy.empty}</p>
      )}
    </div>
  );
}
