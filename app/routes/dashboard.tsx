// /dashboard: a signed-in customer's profile (editable), and the quotes and requests sent with their e-mail
// address (once it is verified).
import { data, Form, Link, useNavigation } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, Notice, useFocusFirstInvalid } from "~/components/form/field";
import { formatDateTime } from "~/lib/shop-time";
import { LogoutButton } from "~/components/staff/logout-button";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { accountCopy, dashboardCopy as copy } from "~/content/account";
import { passwordCopy, passwordPaths } from "~/content/password";
import { profileSchema } from "~/lib/account-schemas";
import { constraintsFrom, fieldErrors } from "~/lib/form-constraints";
import { isStaffRole } from "~/lib/roles";
import { getUser, requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db/index.server";
import { saveProfileName } from "~/server/account/profile.server";
import { privatePageMeta } from "~/components/staff/meta";
import { privateMiddleware } from "~/server/staff/http.server";
import { leadsForEmail } from "~/server/leads/inbox.server";
import { accountQuotes } from "~/server/quotes/account.server";
import { AccountQuotes } from "~/components/account/account-quotes";
import { readForm } from "~/server/http/form.server";
import type { Route } from "./+types/dashboard";

export const middleware = [privateMiddleware];

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Requests sent with an address are shown only once the user proved owning it (verification link).
  const requests = user.emailVerified
    ? (await leadsForEmail(user.email)).map((r) => ({
        type: r.type,
        id: r.id,
        typeLabel: r.typeLabel,
        createdAt: r.createdAt,
        subject: r.subject,
        status: r.status,
      }))
    : null;
  return {
    quotes: user.emailVerified ? await accountQuotes(user.email) : null,
    profile: { email: user.email, firstName: user.firstName, lastName: user.lastName },
    isStaff: isStaffRole(user.role),
    requests,
    saved: url.searchParams.get("opgeslagen") === "1",
    verification: {
      justVerified: user.emailVerified && url.searchParams.get("bevestigd") === "1",
      linkSent: !user.emailVerified && url.searchParams.get("link") === "verstuurd",
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  // docs/behaviour.md#roles/§8: a profile update without a signed-in user fails with this message.
  if (!user) return data({ error: "No user logged in" }, { status: 401 });
  const parsed = profileSchema.safeParse(await readForm(request));
  if (!parsed.success) return data({ error: null, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  await saveProfileName(getDb(), user.id, parsed.data);
  return data({ error: null, saved: true });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.title, matches[0].loaderData.site);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

const profileConstraints = constraintsFrom(profileSchema);

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { profile, requests, quotes, isStaff, verification } = loaderData;
  const busy = useSending();
  const loading = navigation.state === "loading";
  const saved = actionData && "saved" in actionData && actionData.saved;
  const errors = actionData && "fieldErrors" in actionData ? actionData.fieldErrors : undefined;
  const profileFormRef = useFocusFirstInvalid(errors);
  return (
    <AccountShell title={copy.title}>
      <p role="status" aria-live="polite" className="sr-only">
        {loading ? copy.loading : ""}
      </p>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {copy.signedInAs} <strong>{profile.email}</strong>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {isStaff ? (
            <Link className="font-semibold text-brand-700 underline" to="/employee">
              {copy.staffPortal}
            </Link>
          ) : null}
          <Link className="font-semibold text-brand-700 underline" to={passwordPaths.change}>
            {passwordCopy.changeTitle}
          </Link>
          <LogoutButton />
        </div>
      </div>
      {/* grid-cols-1 is minmax(0, 1fr): without it the column grows to the requests table's width and pushes the
          quotes' "Bekijken" off a phone's screen; the table scrolls inside its own region instead. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card>
          <h2 className="mb-4 text-xl font-semibold text-ink">{copy.profileTitle}</h2>
          <Form ref={profileFormRef} method="post" className="space-y-4" aria-label={copy.profileTitle}>
            <FormError message={actionData?.error} />
            <Notice message={saved ? copy.saved : null} />
            <Field
              id="firstName"
              name="firstName"
              label={copy.firstName}
              autoComplete="given-name"
              {...profileConstraints.firstName}
              defaultValue={profile.firstName}
              error={errors?.firstName}
            />
            <Field
              id="lastName"
              name="lastName"
              label={copy.lastName}
              autoComplete="family-name"
              {...profileConstraints.lastName}
              defaultValue={profile.lastName}
              error={errors?.lastName}
            />
            <Button type="submit" busy={busy}>
              {busy ? copy.saving : copy.save}
            </Button>
          </Form>
        </Card>
        <div className="min-w-0 space-y-6">
          {quotes?.length ? <AccountQuotes quotes={quotes} /> : null}
          <Card>
            <h2 className="mb-4 text-xl font-semibold text-ink">{copy.requestsTitle}</h2>
            <Notice message={verification.justVerified ? accountCopy.verified : null} />
            {!requests ? (
              <div className="space-y-3" data-testid="verify-notice">
                <p className="text-slate-700">
                  {accountCopy.verifyNotice} <strong>{profile.email}</strong>.
                </p>
                <p className="text-sm text-slate-700">{accountCopy.verifyNoticeHint}</p>
                <Notice message={verification.linkSent ? accountCopy.resendSent : null} />
                <Form method="post" action="/auth/bevestigen">
                  <Button type="submit" variant="secondary" busy={busy}>
                    {accountCopy.resendButton}
                  </Button>
                </Form>
              </div>
            ) : requests.length === 0 ? (
              <p className="text-slate-700">
                {copy.noRequests}{" "}
                <Link className="font-semibold text-brand-700 underline" to="/#contact">
                  {copy.quoteCta}
                </Link>
                .
              </p>
            ) : (
              <Table caption={copy.requestsTitle}>
                <THead>
                  <Tr>
                    <Th>{copy.columns.type}</Th>
                    <Th>{copy.columns.sent}</Th>
                    <Th>{copy.columns.subject}</Th>
                    <Th>{copy.columns.status}</Th>
                  </Tr>
                </THead>
                <TBody>
                  {requests.map((r) => (
                    <Tr key={`${r.type}-${r.id}`}>
                      <Td>{r.typeLabel}</Td>
                      <Td>{formatDateTime(r.createdAt)}</Td>
                      <Td>{r.subject}</Td>
                      <Td>
                        <StatusBadge status={r.status} />
                      </Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
            )}
          </Card>
        </div>
      </div>
    </AccountShell>
  );
}
