// "Mijn gegevens" on /dashboard: the name is stored twice (users.name for better-auth, the profile's first and
// last name), and both change in one transaction: when the second write fails, the first is undone.
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { saveProfileName } from "~/server/account/profile.server";
import { profiles, users } from "~/server/db/schema.server";
import { describeEachDatabase, useTestDatabase } from "./helpers/db";

describeEachDatabase("saving a customer's name", (kind) => {
  const database = useTestDatabase(kind, { app: false });
  const id = "klant-1";
  const names = async () => {
    const [row] = await database.db
      .select({ name: users.name, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, id));
    return row;
  };

  beforeAll(async () => {
    await database.db.insert(users).values({ id, name: "Kim Klant", email: "kim@example.nl" });
    await database.db.insert(profiles).values({ id, firstName: "Kim", lastName: "Klant" });
  });

  it("changes both rows", async () => {
    await saveProfileName(database.db, id, { firstName: "Kim", lastName: "de Vries" });
    expect(await names()).toEqual({ name: "Kim de Vries", firstName: "Kim", lastName: "de Vries" });
  });

  it("changes neither when the second write fails", async () => {
    // The users row refuses any update now, after the profile's update went through in the same transaction.
    await database.db.execute(sql`
      create function refuse_update() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await database.db.execute(
      sql`create trigger refuse_name before update on users for each row execute function refuse_update()`,
    );
    try {
      await expect(
        saveProfileName(database.db, id, { firstName: "Anna", lastName: "Anders" }),
      ).rejects.toThrow();
      expect(await names()).toEqual({ name: "Kim de Vries", firstName: "Kim", lastName: "de Vries" });
    } finally {
      await database.db.execute(sql`drop trigger refuse_name on users`);
    }
  });
});
