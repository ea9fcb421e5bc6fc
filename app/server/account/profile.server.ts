// A signed-in customer's own profile (/dashboard, "Mijn gegevens"): the name lives in two tables (better-auth's
// users.name, our profiles' first and last name), changed together or not at all.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { profiles, users } from "../db/schema.server";

/** Only the user's own rows, only the name: never the role. */
export async function saveProfileName(
  db: Database,
  userId: string,
  { firstName, lastName }: { firstName: string; lastName: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ firstName, lastName }).where(eq(profiles.id, userId));
    await tx
      .update(users)
      .set({ name: `${firstName} ${lastName}`.trim() })
      .where(eq(users.id, userId));
  });
}
