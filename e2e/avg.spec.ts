// An admin answers AVG requests from the staff area: finds a visitor's data, downloads the export, erases it
// after typing the address again; an employee cannot open the page or its export.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expectNoAxeViolations } from "./helpers";
import { mailDir } from "./lead-helpers";
import { expect, test } from "./fixtures";
import { latestMailTo, newClient, uniqueEmail } from "./staff-helpers";

/** .eml files the server wrote that mention `needle`. */
async function mailFilesMentioning(needle: string): Promise<string[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const hits: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(mailDir, file), "latin1");
    if (text.toLowerCase().includes(needle.toLowerCase())) hits.push(file);
  }
  return hits;
}

test("an admin answers an export and an erase request", async ({
  page,
  playwright,
  adminSession,
  eraseAfter,
}) => {
  // Sign-in, three axe runs, a download and two erasure submits: longer than one page's budget on a busy machine.
  test.setTimeout(120_000);
  const email = uniqueEmail("avg-verzoek");
  // Erased by the test itself; the fixture's erasure afterwards covers a run that stopped halfway.
  eraseAfter(email);
  const visitor = await newClient(playwright);
  const sent = await visitor.post("/api/offerte", {
    multipart: {
      name: "Annemiek Avg",
      email,
      phone: "0612345678",
      service: "stickers",
      description: "Stickers voor de zaak",
      attachments: {
        name: "logo.png",
        mimeType: "image/png",
        buffer: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(64, 1),
        ]),
      },
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  await visitor.dispose();
  // The confirmation went out (as an .eml file: no SMTP in browser tests) before the request is answered.
  await latestMailTo(email, "Annemiek");

  await adminSession.signIn(page);
  await page.getByRole("navigation", { name: "Medewerkers" }).getByRole("link", { name: "AVG" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AVG-verzoeken" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Bewaartermijnen" })).toContainText("7 jaar");
  await expectNoAxeViolations(page);

  await page.getByLabel("E-mailadres", { exact: true }).fill(`  ${email.toUpperCase()} `);
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page.getByRole("heading", { name: `Gegevens van ${email}` })).toBeVisible();
  await expect(page.getByText("Annemiek Avg").first()).toBeVisible();
  await expect(page.getByText(/logo\.png/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Art. 15: one HTML file with the readable summary and the data as JSON.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporteren (inzage)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^avg-inzage-AVG-[A-Z2-9]{8}\.html$/);
  const html = await readFile((await download.path())!, "utf8");
  expect(html).toContain("Jouw gegevens bij");
  expect(html).toContain("Annemiek Avg");
  const json = /<script type="application\/json" id="avg-gegevens">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(json!) as { email: string; leads: { attachments: { fileName: string }[] }[] };
  expect(data.email).toBe(email);
  expect(data.leads[0]!.attachments[0]!.fileName).toBe("logo.png");

  // Art. 17: a wrong confirmation changes nothing; the right one erases.
  await page.getByLabel("Typ het e-mailadres nogmaals ter bevestiging").fill("iemand-anders@example.com");
  await page.getByRole("button", { name: "Definitief verwijderen" }).click();
  await expect(page.getByRole("alert")).toHaveText("Typ ter bevestiging precies hetzelfde e-mailadres.");
  await page.getByLabel("Typ het e-mailadres nogmaals ter bevestiging").fill(email);
  await page.getByRole("button", { name: "Definitief verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alle gegevens" })).toContainText(
    /Alle gegevens van dit e-mailadres zijn verwijderd of geanonimiseerd\. Kenmerk voor je antwoord: AVG-[A-Z2-9]{8}\./,
  );
  expect(await mailFilesMentioning(email)).toEqual([]);

  await page.getByLabel("E-mailadres", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page.getByRole("status").filter({ hasText: "niets" })).toHaveText(
    "Over dit e-mailadres is niets opgeslagen. Er is niets gewijzigd.",
  );

  // The audit log has both requests, by reference, without the address.
  await page.goto("/employee-dashboard/admin/audit");
  await expect(page.getByRole("cell", { name: "AVG-verwijderverzoek uitgevoerd" }).first()).toBeVisible();
  await expect(
    page.getByRole("cell", { name: "AVG-inzageverzoek beantwoord (export)" }).first(),
  ).toBeVisible();
  await expect(page.locator("main")).not.toContainText(email);
});

test("an employee cannot open the AVG page or its export", async ({ employee }) => {
  const pageResponse = await employee.client.get("/employee-dashboard/admin/avg");
  expect(pageResponse.status()).toBe(403);
  expect(await pageResponse.text()).toContain("Alleen voor beheerders.");
  const search = await employee.client.post("/employee-dashboard/admin/avg", {
    form: { intent: "search", email: "admin@e2e.test" },
  });
  expect(search.status()).toBe(403);
  const exported = await employee.client.post("/employee-dashboard/admin/avg/export", {
    form: { email: "admin@e2e.test" },
  });
  expect(exported.status()).toBe(403);
});

test("the privacy page states the retention periods in force and how to make a request", async ({ page }) => {
  await page.goto("/privacy");
  const main = page.locator("main");
  await expect(main).toContainText("bewaren we 2 jaar na de laatste wijziging");
  await expect(main).toContainText("bewaren we 7 jaar vanwege de fiscale bewaarplicht");
  await expect(main).toContainText("als spam herkent, verwijderen we na 30 dagen");
  await expect(main).toContainText("wissen we onderwerp en tekst na 30 dagen");
  await expect(main).toContainText("Websitestatistieken bewaren we 13 maanden");
  await expect(main).toContainText("Bij een inzageverzoek ontvang je één bestand");
  await expect(main).not.toContainText("Retention}");
});
