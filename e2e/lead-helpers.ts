// Shared by the lead-capture browser tests: toasts, the .eml files the server writes, hydration.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`, "mail");

export function toast(page: Page, variant: "success" | "error", title: string | RegExp) {
  return page.locator(`[data-toast="${variant}"]`).filter({ hasText: title });
}

/** The quick form's reply time, by the opening hours at the moment of sending (lib/reply-promise). */
export const QUICK_REPLY = /^We bellen je (vandaag|morgen|\p{L}+dag \d+ \p{L}+) vóór \d{2}:\d{2}\.$/u;

/** The quote dialog's toast: "je", one word "offerteaanvraag", and the reply clock's due time. */
export const QUOTE_TOAST =
  /^Je offerteaanvraag is verzonden\. We nemen (vandaag|morgen|\p{L}+dag \d+ \p{L}+) vóór \d{2}:\d{2} contact met je op\.$/u;

/** Expects a toast with exactly this title and (optional) description. */
export async function expectToast(
  page: Page,
  variant: "success" | "error",
  title: string | RegExp,
  description?: string | RegExp,
) {
  const item = toast(page, variant, title).last();
  await expect(item).toBeVisible();
  await expect(item.locator("p").first()).toHaveText(title);
  if (description !== undefined) await expect(item.locator("p").nth(1)).toHaveText(description);
}

/** Undoes quoted-printable encoding so a test can search the text a recipient reads. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The .eml files (decoded text) the server wrote that mention `needle`, once `count` of them exist. */
export async function mailsMentioning(needle: string, count: number): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        const files = await readdir(mailDir).catch(() => [] as string[]);
        const texts = await Promise.all(
          files.map(async (f) => decodeQuotedPrintable(await readFile(path.join(mailDir, f), "utf8"))),
        );
        found = texts.filter((t) => t.includes(needle));
        return found.length;
      },
      { timeout: 10_000 },
    )
    .toBe(count);
  return found;
}

/** Clicks a control that opens a dialog and waits for the dialog (the click may land before hydration). */
export async function openDialog(page: Page, button: Locator, name: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  // One click, as a visitor gives it: a click before the scripts arrive is kept and replayed (browser/boot.ts).
  await button.click();
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  return dialog;
}

/**
 * Opens a dialog from the keyboard (the button focused, Enter), closes it with Escape and then with its close
 * button, and expects focus back on that button each time, as a keyboard user needs (WCAG 2.4.3).
 */
export async function expectFocusReturnsTo(page: Page, button: Locator, name: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sluiten" }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
