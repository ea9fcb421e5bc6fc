// The appointment dialog in the browser: Dutch calendar, disabled days, the exact slot list, booked-slot refusal.
import type { Page } from "@playwright/test";
import { shopInstant } from "../app/lib/business-calendar";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, waitForHydration } from "./helpers";
import { appointmentWeekWednesday } from "./test-days";
import { expectFocusReturnsTo, expectToast, mailsMentioning, openDialog, uniqueEmail } from "./lead-helpers";

test.describe.configure({ timeout: 90_000 });

// A fixed "today": a Wednesday a few weeks ahead whose Wednesday to Friday the business calendar opens (no
// Christmas or Hemelvaartsdag in that week), 09:00 in Amsterdam. The server runs on real time and sees those days as
// bookable.
const TODAY = appointmentWeekWednesday();
const dayOf = (offset: number) => {
  const d = new Date(TODAY);
  d.setUTCDate(d.getUTCDate() + offset);
  return d;
};
const iso = (offset: number) => dayOf(offset).toISOString().slice(0, 10);
/** How the calendar names a day, e.g. "16 januari 2030" (weekday and "vandaag" may surround it). */
const dayName = (offset: number) =>
  new Intl.DateTimeFormat("nl-NL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(dayOf(offset));
const longDate = (offset: number) =>
  new Intl.DateTimeFormat("nl-NL", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(dayOf(offset));
const ALL_SLOTS = [
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
];

async function openAppointment(page: Page) {
  await page.clock.install({ time: TODAY });
  await page.goto("/");
  return openDialog(
    page,
    page.getByRole("link", { name: "Plan een online gesprek" }).first(),
    "Plan een online gesprek",
  );
}

const day = (page: Page, offset: number) =>
  page.getByRole("dialog").getByRole("button", { name: new RegExp(`(^|\\s)${dayName(offset)}`) });

/** Books a slot straight through the API, as another visitor would. */
async function bookDirectly(page: Page, date: string, time: string) {
  const response = await page.request.post("/api/afspraak", {
    form: {
      name: "Ander",
      email: uniqueEmail("ander"),
      preferred_date: date,
      preferred_time: time,
      _js: "1",
    },
    headers: { accept: "application/json" },
  });
  expect(response.status()).toBe(200);
}

test("shows a Dutch calendar from Monday with past days and weekends disabled", async ({ page }) => {
  const dialog = await openAppointment(page);
  const month = new Intl.DateTimeFormat("nl-NL", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    TODAY,
  );
  await expect(dialog.getByText(month)).toBeVisible();
  const weekdays = dialog.locator("thead th");
  await expect(weekdays.first()).toHaveAttribute("aria-label", "maandag");
  await expect(weekdays.last()).toHaveAttribute("aria-label", "zondag");
  // Past days, Saturdays and Sundays cannot be picked; today and later weekdays can.
  await expect(day(page, -1)).toBeDisabled(); // yesterday
  await expect(day(page, 3)).toBeDisabled(); // Saturday
  await expect(day(page, 4)).toBeDisabled(); // Sunday
  await expect(day(page, 0)).toBeEnabled(); // today, Wednesday
  await expect(day(page, 1)).toBeEnabled();
  await expect(day(page, 2)).toBeEnabled();
  // Submit stays disabled until date, time, name and email are there.
  const submit = dialog.getByRole("button", { name: "Afspraak aanvragen" });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);
});

test("no longer offers today once its last slot has passed", async ({ page }) => {
  // 16:05 on "today" (in summer time 17:05): the 16:00 slot has begun, so today has nothing left to book.
  await page.clock.install({ time: shopInstant(iso(0), "16:05") });
  await page.goto("/");
  await openDialog(
    page,
    page.getByRole("link", { name: "Plan een online gesprek" }).first(),
    "Plan een online gesprek",
  );
  await expect(day(page, 0)).toBeDisabled(); // today, Wednesday
  await expect(day(page, 1)).toBeEnabled(); // tomorrow
});

test("offers every 30 minutes from 10:00 to 16:00 and books the chosen slot", async ({ page }) => {
  const dialog = await openAppointment(page);
  await day(page, 1).click();
  const time = dialog.getByLabel("Tijd");
  await expect(time.locator("option")).toHaveText(["Kies een tijd", ...ALL_SLOTS]);

  const submit = dialog.getByRole("button", { name: "Afspraak aanvragen" });
  await time.selectOption("14:30");
  await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Sanne");
  await expect(submit).toBeDisabled();
  const email = uniqueEmail("afspraak");
  await dialog.getByLabel("E-mailadres").fill(email);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expectToast(
    page,
    "success",
    /^Jouw afspraakverzoek is succesvol verzonden! We nemen (vandaag|morgen|\p{L}+dag \d+ \p{L}+) vóór \d{2}:\d{2} contact met je op\.$/u,
  );
  await expect(dialog).toBeHidden();
  // Back where the visitor started, not at the top of the page.
  await expect(page.getByRole("link", { name: "Plan een online gesprek" }).first()).toBeFocused();

  const mails = await mailsMentioning(email, 2);
  for (const mail of mails) expect(mail).toContain("afspraak.ics");
  expect(mails.join("\n")).toContain(longDate(1));

  // Reopened, the form is empty and the slot is no longer offered.
  const again = await openDialog(
    page,
    page.getByRole("link", { name: "Plan een online gesprek" }).first(),
    "Plan een online gesprek",
  );
  await expect(again.getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("");
  await day(page, 1).click();
  await expect(again.getByLabel("Tijd").locator("option")).toHaveText([
    "Kies een tijd",
    ...ALL_SLOTS.filter((s) => s !== "14:30"),
  ]);
});

test("does not offer a booked slot and refuses one booked while the visitor was typing", async ({ page }) => {
  await bookDirectly(page, iso(2), "10:30");
  const dialog = await openAppointment(page);
  await day(page, 2).click();
  const time = dialog.getByLabel("Tijd");
  await expect(time.locator("option")).toHaveText([
    "Kies een tijd",
    ...ALL_SLOTS.filter((s) => s !== "10:30"),
  ]);

  await time.selectOption("11:00");
  await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Sanne");
  await dialog.getByLabel("E-mailadres").fill(uniqueEmail("laat"));
  await bookDirectly(page, iso(2), "11:00");
  await dialog.getByRole("button", { name: "Afspraak aanvragen" }).click();
  await expectToast(page, "error", "Dit tijdslot is net geboekt. Kies een ander tijdstip.");
  await expect(dialog).toBeVisible();
  await expect(time).toHaveValue("");
  await expect(time.locator("option")).toHaveText([
    "Kies een tijd",
    ...ALL_SLOTS.filter((s) => s !== "10:30" && s !== "11:00"),
  ]);
});

test("hands focus back to the button that opened it", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expectFocusReturnsTo(
    page,
    page.getByRole("link", { name: "Plan een online gesprek" }).first(),
    "Plan een online gesprek",
  );
});

test("shows the failure toast when the server fails", async ({ page }) => {
  const dialog = await openAppointment(page);
  await page.route("**/api/afspraak", (route) => route.fulfill({ status: 500, body: "" }));
  await day(page, 1).click();
  await dialog.getByLabel("Tijd").selectOption("10:00");
  await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Sanne");
  await dialog.getByLabel("E-mailadres").fill("sanne@example.com");
  await dialog.getByRole("button", { name: "Afspraak aanvragen" }).click();
  await expectToast(page, "error", "Er ging iets mis. Probeer het opnieuw.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("Sanne");
});
