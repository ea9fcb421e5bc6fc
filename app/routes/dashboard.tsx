// /dashboard: a signed-in customer's profile (editable) and the requests sent with their e-mail address.
import { eq } from "drizzle-orm";
import { data, Form, Link, useNavigation } from "react-router";
import { AccountErrorBoundary, AccountShell } from "~/components/staff/account-shell";
import { Field, FormError, Notice, useFocusFirstInvalid } from "~/components/staff/form-field";
import { formatDateTime, formatDay } from "~/components/staff/format";
import { LogoutButton } from "~/components/staff/logout-button";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { profileSchema } from "~/lib/account-schemas";
import { constraintsFrom, fieldErrors } from "~/lib/form-constraints";
import { quoteServices } from "~/lib/quote-services";
import { getUser, isStaffRole, requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db/index.server";
import { profiles, users } from "~/server/db/schema.server";
import { noIndexMeta } from "~/components/staff/meta";
import { privateMiddleware } from "~/server/staff/http.server";
import { leadsForEmail } from "~/server/staff/leads.server";
import { readForm } from "~/server/staff/sign-in.server";
import type { Route } from "./+types/dashboard";

export const middleware = [privateMiddleware];

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const requests = await leadsForEmail(user.email);
  return {
    profile: { email: user.email, firstName: user.firstName, lastName: user.lastName },
    isStaff: isStaffRole(user.role),
    requests,
    saved: url.searchParams.get("opgeslagen") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  // Spec §6/§8: a profile update without a signed-in user fails with this message.
  if (!user) return data({ error: "No user logged in" }, { status: 401 });
  const parsed = profileSchema.safeParse(await readForm(request));
  if (!parsed.success) return data({ error: null, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const { firstName, lastName } = parsed.data;
  const db = getDb();
  // Only the user's own row, only these fields: never the role.
  await db.update(profiles).set({ firstName, lastName }).where(eq(profiles.id, user.id));
  await db
    .update(users)
    .set({ name: `${firstName} ${lastName}`.trim() })
    .where(eq(users.id, user.id));
  return data({ error: null, saved: true });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Mijn account" }, noIndexMeta];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

const serviceLabel = (value: string) => quoteServices.find((s) => s.value === value)?.label ?? value;

const profileConstraints = constraintsFrom(profileSchema);

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { profile, requests, isStaff } = loaderData;
  const busy = navigation.state === "submitting";
  const loading = navigation.state === "loading";
  const saved = actionData && "saved" in actionData && actionData.saved;
  const errors = actionData && "fieldErrors" in actionData ? actionData.fieldErrors : undefined;
  const profileFormRef = useFocusFirstInvalid(errors);
  const empty = !requests.quotes.length && !requests.appointments.length && !requests.partnerships.length;
  return (
    <AccountShell title="Mijn account">
      <p role="status" aria-live="polite" className="sr-only">
        {loading ? "Profiel laden..." : ""}
      </p>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          Ingelogd als <strong>{profile.email}</strong>
        </p>
        <div className="flex items-center gap-3">
          {isStaff ? (
            <Link className="font-semibold text-brand-700 underline" to="/employee">
              Naar het medewerkersportaal
            </Link>
          ) : null}
          <LogoutButton />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card>
          <h2 className="mb-4 text-xl font-semibold text-ink">Mijn gegevens</h2>
          <Form ref={profileFormRef} method="post" className="space-y-4" aria-label="Mijn gegevens">
            <FormError message={actionData?.error} />
            <Notice message={saved ? "Je gegevens zijn opgeslagen." : null} />
            <Field
              id="firstName"
              name="firstName"
              label="Voornaam"
              autoComplete="given-name"
              {...profileConstraints.firstName}
              defaultValue={profile.firstName}
              error={errors?.firstName}
            />
            <Field
              id="lastName"
              name="lastName"
              label="Achternaam"
              autoComplete="family-name"
              {...profileConstraints.lastName}
              defaultValue={profile.lastName}
              error={errors?.lastName}
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Opslaan..." : "Opslaan"}
            </Button>
          </Form>
        </Card>
        <Card>
          <h2 className="mb-4 text-xl font-semibold text-ink">Mijn aanvragen</h2>
          {empty ? (
            <p className="text-slate-700">
              Er zijn nog geen aanvragen met dit e-mailadres.{" "}
              <Link className="font-semibold text-brand-700 underline" to="/#contact">
                Vraag een offerte aan
              </Link>
              .
            </p>
          ) : (
            <Table caption="Mijn aanvragen">
              <THead>
                <Tr>
                  <Th>Soort</Th>
                  <Th>Verstuurd</Th>
                  <Th>Onderwerp</Th>
                  <Th>Status</Th>
                </Tr>
              </THead>
              <TBody>
                {requests.quotes.map((q) => (
                  <Tr key={q.id}>
                    <Td>Offerteaanvraag</Td>
                    <Td>{formatDateTime(q.createdAt)}</Td>
                    <Td>{serviceLabel(q.service)}</Td>
                    <Td>
                      <StatusBadge status={q.status} />
                    </Td>
                  </Tr>
                ))}
                {requests.appointments.map((a) => (
                  <Tr key={a.id}>
                    <Td>Afspraak</Td>
                    <Td>{formatDateTime(a.createdAt)}</Td>
                    <Td>
                      {formatDay(a.preferredDate)} om {a.preferredTime}
                    </Td>
                    <Td>
                      <StatusBadge status={a.status} />
                    </Td>
                  </Tr>
                ))}
                {requests.partnerships.map((p) => (
                  <Tr key={p.id}>
                    <Td>Partneraanvraag</Td>
                    <Td>{formatDateTime(p.createdAt)}</Td>
                    <Td>{p.companyName}</Td>
                    <Td>
                      <StatusBadge status={p.status} />
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
        </Card>
      </div>
    </AccountShell>
  );
}
