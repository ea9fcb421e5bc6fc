import { describe, expect, it } from "vitest";
import { isRole, isStaffRole, ROLE_LABELS, roleLabel, ROLES } from "./roles";

describe("roles", () => {
  it("knows exactly the three roles", () => {
    expect(ROLES.filter(isRole)).toEqual(["customer", "employee", "admin"]);
    expect(isRole("superadmin")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it("lets employees and admins into the staff area, customers not", () => {
    expect(isStaffRole("employee")).toBe(true);
    expect(isStaffRole("admin")).toBe(true);
    expect(isStaffRole("customer")).toBe(false);
    expect(isStaffRole("")).toBe(false);
  });

  it("names every role in Dutch", () => {
    expect(ROLE_LABELS).toEqual({ customer: "Klant", employee: "Medewerker", admin: "Beheerder" });
  });

  it("shows a stored role by its Dutch name, never the code", () => {
    expect(roleLabel("employee")).toBe("Medewerker");
    expect(roleLabel("admin")).toBe("Beheerder");
    expect(roleLabel("customer")).toBe("Klant");
    expect(roleLabel("toString")).toBe("toString");
  });
});
