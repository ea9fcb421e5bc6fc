// The price rules in the price editor (issue 41): an admin sees what the rules give for typical choices, changes
// the stickers' minimum order as a draft, and the preview and the stickers row's "vanaf" follow the draft while
// the website does not change. Axe clean at 412 px. The draft is set back to the published rules afterwards.
import { expectNoAxeViolations } from "./helpers";
import { expect, test } from "./fixtures";

const EDITOR = "/employee-dashboard/website/prijzen";

test.use({ viewport: { width: 412, height: 915 } });

test("an admin previews changed price rules as a draft before publishing", async ({
  signedInPage: admin,
}) => {
  test.setTimeout(90_000);
  await admin.goto(EDITOR);
  const preview = admin.getByRole("table", { name: "Voorbeeld: wat de regels geven" });
  const row = preview.getByRole("row", { name: /Stickers en labels, 50 × 50 mm, Vinyl glanzend 50 / });
  await expect(row).toContainText("€ 32,07");
  await expect(admin.getByText("Vanaf €24,20: volgt uit de rekenregels hieronder.")).toBeVisible();
  await expectNoAxeViolations(admin);

  const rules = admin.getByRole("group", { name: "Rekenregels stickers en labels" });
  await rules.getByLabel("Minimaal orderbedrag").fill("30");
  await admin.getByRole("button", { name: "Concept opslaan" }).click();
  await expect(admin.getByText("Het concept is opgeslagen. De website is niet veranderd.")).toBeVisible();
  await expect(row).toContainText("€ 36,30");
  await expect(admin.getByText("Vanaf €36,30: volgt uit de rekenregels hieronder.")).toBeVisible();

  // A line that cannot be read is refused at its field, and nothing is saved.
  await rules.getByLabel("Staffels").fill("250: 30\nveel");
  await admin.getByRole("button", { name: "Concept opslaan" }).click();
  await expect(rules.getByText("Regel 2: schrijf aantal: korting, bijvoorbeeld 250: 30.")).toBeVisible();

  await admin.goto("/stickers");
  await expect(admin.getByText("Vanaf €24,20 per vel").first()).toBeVisible();

  await admin.goto(EDITOR);
  await rules.getByLabel("Minimaal orderbedrag").fill("20,00");
  await admin.getByRole("button", { name: "Concept opslaan" }).click();
  await expect(row).toContainText("€ 32,07");
});
