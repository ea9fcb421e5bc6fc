// A visitor moves their appointment through the link in the confirmation mail, on a phone (412 px wide) and
// without JavaScript on that page: the date form shows the day's free times, the move answers with a notice,
// the page and a new mail name the new time, axe finds nothing and nothing scrolls sideways. Then they cancel
// it: the page asks "Weet je zeker ...?" first, and afterwards shows only that it is cancelled.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./helpers";
import { mailsMentioning, uniqueEmail } from "./lead-helpers";

test.use({ viewport: { width: 412, height: 915 } });

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("nl-NL", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

test("moves an appointment through the link in the confirmation mail", async ({ page }) => {
  // Two open days a week or more ahead, from the server's own calendar (holidays and closures left out).
  const days = (await (await page.request.get("/api/afspraak/dagen")).json()) as { closed: string[] };
  const open: string[] = [];
  for (
    let d = new Date(Date.now() + 7 * 86_400_000);
    open.length < 2;
    d = new Date(d.getTime() + 86_400_000)
  ) {
    const iso = d.toISOString().slice(0, 10);
    if (!days.closed.includes(iso)) open.push(iso);
  }
  const [first, second] = open as [string, string];

  const email = uniqueEmail("verplaatsen");
  const booked = await page.request.post("/api/afspraak", {
    form: { name: "Sanne Verplaatst", email, preferred_date: first, preferred_time: "10:30", _js: "1" },
    headers: { accept: "application/json" },
  });
  expect(booked.status()).toBe(200);

  // The shop's notification (Reply-To the visitor) and the visitor's confirmation, which holds the link.
  const arrival = await mailsMentioning(email, 2);
  const links = arrival.flatMap(
    (mail) => /https?:\/\/[^\s"<>]+\/afspraak\/wijzigen\/[A-Za-z0-9_-]{43}/.exec(mail) ?? [],
  );
  expect(links).toHaveLength(1);
  const link = links[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname;

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Je afspraak" })).toBeVisible();
  await expect(page.getByTestId("appointment-when")).toHaveText(
    `Je online gesprek staat gepland op ${longDate(first)} om 10:30 (Nederlandse tijd).`,
  );
  await expectNoAxeViolations(page);

  await page.getByLabel("Datum").fill(second);
  await page.getByRole("button", { name: "Tijden tonen" }).click();
  const times = page.getByRole("group", { name: `Nieuwe tijd op ${longDate(second)}` });
  await expect(times.getByRole("radio")).toHaveCount(13);
  await times.getByRole("radio", { name: "14:00" }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Afspraak verplaatsen" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Je afspraak is verplaatst." })).toBeVisible();
  await expect(page.getByTestId("appointment-when")).toHaveText(
    `Je online gesprek staat gepland op ${longDate(second)} om 14:00 (Nederlandse tijd).`,
  );
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

  // The visitor's mail about the move (with a new link), beside the first confirmation and the shop's copy.
  const moved = `Je afspraak is verplaatst van ${longDate(first)} om 10:30 naar ${longDate(second)} om 14:00.`;
  const mails = await mailsMentioning(moved, 1);
  expect(mails[0]).toContain(email);
  expect(mails[0]).toMatch(/\/afspraak\/wijzigen\/[A-Za-z0-9_-]{43}/);

  // The slot it left is free again; the new one is not.
  const slots = async (date: string) =>
    ((await (await page.request.get(`/api/afspraak/tijden?datum=${date}`)).json()) as { slots: string[] })
      .slots;
  expect(await slots(first)).toContain("10:30");
  expect(await slots(second)).not.toContain("14:00");

  // Cancelling is a question first; "Nee" keeps it, "Ja" cancels.
  const when = `${longDate(second)} om 14:00`;
  await page.getByRole("link", { name: "Afspraak annuleren" }).click();
  await expect(page.getByTestId("confirm-cancel")).toHaveText(
    `Weet je zeker dat je je afspraak van ${when} wilt annuleren?`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Nee, houd mijn afspraak" }).click();
  await expect(page.getByRole("button", { name: "Tijden tonen" })).toBeVisible();
  await page.getByRole("link", { name: "Afspraak annuleren" }).click();
  await page.getByRole("button", { name: "Ja, annuleer mijn afspraak" }).click();
  await page.waitForURL(/\?melding=geannuleerd$/);
  await expect(page.getByRole("status").filter({ hasText: "Je afspraak is geannuleerd." })).toBeVisible();
  await expect(page.getByTestId("appointment-when")).toHaveText(
    `Deze afspraak van ${when} (Nederlandse tijd) is geannuleerd.`,
  );
  await expect(page.getByText("staat gepland op")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Plan een nieuwe afspraak" })).toHaveAttribute(
    "href",
    "/afspraak",
  );
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  expect(await slots(second)).toContain("14:00");
});
