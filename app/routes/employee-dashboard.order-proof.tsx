// POST /employee-dashboard/orders/:quoteId/drukproef: the order page's proof upload (multipart, no JavaScript
// needed). A new version redirects back to the order page; a refusal shows here in Dutch with the form again.
import { Link, redirect } from "react-router";
import { FormError } from "~/components/form/field";
import { ProofUploadForm } from "~/components/staff/orders/proof-card";
import { noIndexMeta } from "~/components/staff/meta";
import { staffOrderHref } from "~/lib/orders/status";
import { PROOF_UPLOAD } from "~/lib/proofs/forms";
import { requireStaff } from "~/server/auth.server";
import { orderIdParam } from "~/server/staff/orders/order-page.server";
import { uploadProofAction } from "~/server/staff/orders/proof-upload.server";
import type { Route } from "./+types/employee-dashboard.order-proof";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  throw redirect(staffOrderHref(orderIdParam(params)));
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  return uploadProofAction(request, user.id, orderIdParam(params));
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Drukproef uploaden" }, noIndexMeta];
}

export default function OrderProofUpload({ actionData, params }: Route.ComponentProps) {
  const back = staffOrderHref(params.quoteId);
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold text-ink">Drukproef uploaden</h1>
      <FormError message={actionData?.formError} />
      <ProofUploadForm
        action={`${back}/drukproef`}
        maxFileBytes={PROOF_UPLOAD.maxFileBytes}
        note={actionData?.note}
      />
      <Link className="text-sm font-semibold text-brand-700 underline" to={back}>
        Terug naar de order
      </Link>
    </div>
  );
}
