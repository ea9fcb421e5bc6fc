// /employee-dashboard/bestanden (employees and admins): the marketing files the home page offers for download
// (docs/behaviour.md#outside-calls-and-tracking, home section 3). Upload, rename the download name, show or hide, delete; each step is audited.
// What the page reads and what its forms do: server/staff/files-page.server.ts.
import { FormError, Notice } from "~/components/form/field";
import { FilesTable } from "~/components/staff/files/files-table";
import { UploadForm } from "~/components/staff/files/upload-form";
import { privatePageMeta } from "~/components/staff/meta";
import { staffFilesCopy as copy } from "~/content/staff-files";
import { resultFor } from "~/lib/intent";
import { requireStaff } from "~/server/auth.server";
import { marketingFilesAction, marketingFilesPage } from "~/server/staff/files-page.server";
import type { Route } from "./+types/employee-dashboard.files";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return marketingFilesPage();
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  return marketingFilesAction(request, user.id);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

export default function MarketingFilesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { files } = loaderData;
  const upload = resultFor(actionData, "upload");
  const rename = resultFor(actionData, "rename");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <p className="max-w-prose text-slate-700">{copy.intro}</p>
      <FormError message={actionData?.formError} />
      <Notice message={actionData?.notice} />
      <UploadForm errors={upload?.fieldErrors} resetKey={upload?.notice ?? "upload"} />
      {files.length === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <FilesTable
          files={files}
          rename={
            rename?.fieldErrors
              ? {
                  id: rename.values?.id,
                  fileName: rename.values?.fileName,
                  error: rename.fieldErrors.fileName,
                }
              : undefined
          }
        />
      )}
    </div>
  );
}
