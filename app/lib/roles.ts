// Account roles (docs/behaviour.md#data profiles.role) and their Dutch names. The role itself lives only in profiles.role.
export const ROLES = ["customer", "employee", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may enter the staff area (with TOTP). */
export const STAFF_ROLES = ["employee", "admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  customer: "Klant",
  employee: "Medewerker",
  admin: "Beheerder",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** A stored role by its Dutch name; a value that is no role (an old entry) as stored. */
export function roleLabel(value: string): string {
  return isRole(value) ? ROLE_LABELS[value] : value;
}

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}
