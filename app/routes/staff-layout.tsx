// The staff branch (/employee, /employee-dashboard/…): the middleware admits only TOTP-verified employees and
// admins, for documents, data requests and the CSV export alike. Pages call the guards again in their own
// loaders and actions.
import { Outlet, useRouteLoaderData } from "react-router";
import { describeBoundaryError, ErrorMessage } from "~/components/error-boundary";
import { noIndexMeta } from "~/components/staff/meta";
import { StaffShell } from "~/components/staff/staff-shell";
import { describeRouteError } from "~/lib/route-error";
import { requireStaff } from "~/server/auth.server";
import { staffMiddleware } from "~/server/staff/http.server";
import type { Route } from "./+types/staff-layout";

export const middleware = [staffMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return {
    user: {
      name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
      role: user.role,
    },
  };
}

/** Only used while the error boundary shows (the pages' own meta wins otherwise): the error's heading as title. */
export function meta({ error }: Route.MetaArgs): Route.MetaDescriptors {
  return error ? [{ title: describeRouteError(error).title }, noIndexMeta] : [];
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell user={loaderData.user}>
      <Outlet />
    </StaffShell>
  );
}

/**
 * Whatever a staff page throws (403 from requireAdmin, 404 for an unknown lead, a crash) is shown inside the
 * staff shell. This boundary replaces the layout component, so it renders the shell itself, with the layout's
 * data when only the child failed.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/staff-layout");
  const description = describeBoundaryError(error);
  return (
    <StaffShell user={layout?.user}>
      <h1 className="mb-4 text-2xl font-bold text-ink sm:text-3xl">{description.title}</h1>
      <ErrorMessage description={description} back={{ to: "/employee", label: "Terug naar het overzicht" }} />
    </StaffShell>
  );
}
