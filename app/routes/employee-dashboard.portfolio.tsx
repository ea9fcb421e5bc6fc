// /employee-dashboard/portfolio (employees and admins): the projects /portfolio, the home page and the service
// pages show. Add (a new project goes first), edit, reorder (up/down, in place), show or hide and delete
// projects; add photos (with upload progress; processed into AVIF, WebP and JPEG, metadata stripped) with a
// required alt text, put one first, edit its alt text, remove them. Every form also works without JavaScript.
// What each form does: server/staff/portfolio-actions.server.ts (audited, role-checked here).
import { useState } from "react";
import { data, useNavigation } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { FormError, Notice } from "~/components/form/field";
import { privatePageMeta } from "~/components/staff/meta";
import { ItemFields, PhotoFields } from "~/components/staff/portfolio/fields";
import { ItemCard } from "~/components/staff/portfolio/item-card";
import { UploadForm } from "~/components/staff/portfolio/upload-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { portfolioAdminCopy as copy } from "~/content/staff-portfolio";
import type { PortfolioAnswer } from "~/lib/portfolio";
import { requireStaff } from "~/server/auth.server";
import { getDb } from "~/server/db/index.server";
import { listStaffPortfolio } from "~/server/portfolio.server";
import {
  handlePortfolioForm,
  handlePortfolioUpload,
  isMultipart,
} from "~/server/staff/portfolio-actions.server";
import type { Route } from "./+types/employee-dashboard.portfolio";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { items: await listStaffPortfolio(getDb()) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  // A new project (with an optional first photo) and a photo for a project come as multipart.
  const result = isMultipart(request)
    ? await handlePortfolioUpload(request, user.id)
    : await handlePortfolioForm(request, user.id);
  return data<PortfolioAnswer>(result.body, { status: result.status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Portfolio", matches[0].loaderData.site);

export default function PortfolioAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = useSending();
  const { items } = loaderData;
  // The latest answer: an upload's or a move's (sent by script) until the page's own action answers again.
  const [scripted, setScripted] = useState<{ answer?: PortfolioAnswer; over: typeof actionData }>();
  const answer = scripted && scripted.over === actionData ? scripted.answer : actionData;
  const setAnswer = (next?: PortfolioAnswer) => setScripted({ answer: next, over: actionData });
  // The form a photo was last sent from: a refused body names no target, the browser remembers it.
  const [uploadTarget, setUploadTarget] = useState<string>();
  // Where a moved project is now, said in a live region (the focus stays on the project's button).
  const [moveMessage, setMoveMessage] = useState("");
  // A field error shows beside the form it belongs to; everything else at the top (a refused photo too when
  // the page was sent without JavaScript).
  const topError =
    (answer?.target ? undefined : answer?.formError) ?? (uploadTarget ? undefined : answer?.photoError);
  const errorFor = (target: string) => (answer?.target === target ? answer.formError : undefined);
  const photoErrorFor = (target: string) => (uploadTarget === target ? answer?.photoError : undefined);
  const onMoved = (message: string) => {
    setAnswer(undefined);
    setMoveMessage(message);
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Portfolio</h1>
      <p className="max-w-prose text-slate-700">{copy.intro}</p>
      <FormError message={topError} />
      <Notice message={answer?.notice} />
      <p role="status" aria-live="polite" className="sr-only" data-move-status="">
        {moveMessage}
      </p>

      <Card>
        <h2 className="mb-4 text-xl font-semibold text-ink">{copy.newProject}</h2>
        <UploadForm
          id="new"
          label={copy.newProject}
          className="grid gap-4"
          onSend={() => setUploadTarget("new")}
          onAnswer={setAnswer}
        >
          {(sending) => (
            <>
              <input type="hidden" name="intent" value="create" />
              <ItemFields prefix="new" />
              <PhotoFields prefix="new" required={false} error={photoErrorFor("new")} />
              <FormError message={errorFor("new")} />
              <div>
                <Button type="submit" busy={busy || sending}>
                  {busy && navigation.formEncType === "multipart/form-data" ? copy.saving : copy.addProject}
                </Button>
              </div>
            </>
          )}
        </UploadForm>
      </Card>

      {items.length === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <ol className="space-y-6" aria-label={copy.listLabel}>
          {items.map((item, index) => (
            <li key={item.id}>
              <ItemCard
                item={item}
                first={index === 0}
                last={index === items.length - 1}
                busy={busy}
                error={errorFor(item.id)}
                photoError={errorFor}
                photoFieldError={photoErrorFor(item.id)}
                onPhotoSend={() => setUploadTarget(item.id)}
                onAnswer={setAnswer}
                onMoved={onMoved}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
