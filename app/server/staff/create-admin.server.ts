// Entry for `npm run create-admin`: migrate, create or promote the admin, close the database.
import { closeDatabase, migrateDatabase } from "../db/index.server";
import { createAdmin } from "./users.server";

export async function createAdminCommand(input: {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  resetTwoFactor?: boolean;
}): Promise<{ created: boolean; userId: string }> {
  await migrateDatabase();
  try {
    return await createAdmin(input);
  } finally {
    await closeDatabase();
  }
}
