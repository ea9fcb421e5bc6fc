// Staff forms answer a refused field at that field: the control is aria-invalid and described by the Dutch
// message, which the server sends (the browser's own checks are taken off here, as an old tab or a script
// without them would post).
import { expect as baseExpect, test } from "./fixtures";
import { waitForReactOn } from "./helpers";
import { randomIp, uniqueEmail } from "./staff-helpers";

// Its own address, so the sign-in's rate limit is this file's; generous limits on a busy machine.
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("a too long or empty note is refused under the note box, which is marked invalid", async ({
  page,
  adminSession,
  quote,
}) => {
  const id = await quote({ name: "Lange Notitie", email: uniqueEmail("lange-notitie") });
  await adminSession.signIn(page);
  await page.goto(`/employee-dashboard/leads/quote/${id}`);
  const box = page.getByLabel("Nieuwe notitie");
  const save = page.getByRole("button", { name: "Notitie opslaan" });
  await waitForReactOn(save);
  await expect(box).toHaveAttribute("maxlength", "5000");
  await expect(box).not.toHaveAttribute("aria-invalid");

  await box.evaluate((element) => element.removeAttribute("maxlength"));
  await box.fill("x".repeat(5001));
  await save.click();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription("Een notitie is maximaal 5000 tekens.");
  await expect(box).toHaveValue("x".repeat(5001));

  await box.evaluate((element) => element.removeAttribute("required"));
  await box.fill("");
  await save.click();
  await expect(box).toHaveAccessibleDescription("Schrijf eerst een notitie.");
  await expect(page.getByText("Nog geen notities.")).toBeVisible();

  await box.fill("Nu wel");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Notitie opgeslagen." })).toBeVisible();
  await expect(box).not.toHaveAttribute("aria-invalid");
});
