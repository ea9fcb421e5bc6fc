// A form posted without one of its fields (a bot, a hand-made request): the field's error is Dutch, as every
// other message on the page, never zod's English default ("Invalid input: expected string, received undefined").
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as authAction } from "~/routes/auth";
import { action as dashboardAction } from "~/routes/dashboard";
import { action as employeeLoginAction } from "~/routes/employee-login";
import { profiles, users } from "~/server/db/schema.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { contextFor, formRequest, Jar } from "./client";

type Answer = { data: { fieldErrors?: Record<string, string> }; init: ResponseInit | null };

async function post(
  action: (args: never) => unknown,
  jar: Jar,
  path: string,
  fields: Record<string, string>,
): Promise<Answer> {
  const request = formRequest(jar, path, fields);
  return (await action({
    request,
    url: new URL(request.url),
    context: contextFor(jar.ip),
    params: {},
  } as never)) as Answer;
}

const MISSING = "Vul dit veld in.";

describeEachDatabase("forms posted with a field left out", (kind) => {
  const database = useTestDatabase(kind);

  it("/auth sign-in without a password: 400 with a Dutch field error", async () => {
    const answer = await post(authAction, new Jar(), "/auth", { intent: "sign-in", email: "kim@example.nl" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ password: MISSING });
  });

  it("/employee-login without a password: 400 with a Dutch field error", async () => {
    const answer = await post(employeeLoginAction, new Jar(), "/employee-login", {
      intent: "password",
      email: "medewerker@example.nl",
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ password: MISSING });
  });

  it("/dashboard without the name fields: 400 with Dutch field errors, and the name stays", async () => {
    const jar = new Jar();
    await jar.signUpAndSignIn({
      email: "klant@example.nl",
      password: "een-goed-wachtwoord",
      firstName: "Kim",
      lastName: "Klant",
    });
    const answer = await post(dashboardAction, jar, "/dashboard", {});
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ firstName: MISSING, lastName: MISSING });
    const [profile] = await database.db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, "klant@example.nl"));
    expect(profile).toEqual({ firstName: "Kim", lastName: "Klant" });
  });
});
