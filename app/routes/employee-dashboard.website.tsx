// /employee-dashboard/website: the sections of the site staff edit (issue 31), each with what it holds. Employees
// see every section; those only admins may change say so.
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { privatePageMeta } from "~/components/staff/meta";
import { websiteCopy as copy } from "~/content/staff-website";
import { requireStaff } from "~/server/auth.server";
import type { Route } from "./+types/employee-dashboard.website";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return { admin: user.role === "admin" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

export default function WebsitePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <p className="max-w-prose text-slate-700">{copy.intro}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={copy.sectionsLabel}>
        {copy.sections.map((section) => (
          <li key={section.path}>
            <Card className="h-full">
              <h2 className="text-lg font-semibold text-ink">
                <Link to={section.path} className="text-brand-700 underline underline-offset-4">
                  {section.title}
                </Link>
              </h2>
              <p className="mt-2 text-sm text-slate-700">{section.text}</p>
              {section.admin && !loaderData.admin ? (
                <p className="mt-2 text-sm font-medium text-slate-600">{copy.adminOnly}</p>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
