// Public pages are cached per public content version, and the notice banner depends on the date: without this a
// page cached the day before a banner starts would keep showing no banner. Every minute each instance looks
// whether the banner's visibility changed since its last look and, if so, bumps the version (once per instance
// and change; another instance's bump reaches this one's cache within a second as well).
import { activeBanner } from "~/lib/content/page-texts";
import { registerBackgroundJob } from "../background.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { logger } from "../logger.server";
import { publicContentChanged } from "../public-content.server";
import { publishedPageTexts } from "./site-content.server";

const CHECK_EVERY_MS = 60_000;

/** What this instance saw at its last look: the banner shown then (null: none), undefined before the first. */
let lastShown: string | null | undefined;

/** Bumps the public content version when the banner appeared or disappeared since the last call; true if so. */
export async function checkBannerWindow(db: Database = getDb(), now = new Date()): Promise<boolean> {
  const banner = activeBanner(await publishedPageTexts(db), now);
  const shown = banner ? JSON.stringify(banner) : null;
  const changed = lastShown !== undefined && shown !== lastShown;
  lastShown = shown;
  if (changed) await publicContentChanged(db);
  return changed;
}

registerBackgroundJob(() => {
  const look = () =>
    checkBannerWindow().catch((error: unknown) => logger.warn({ err: error }, "banner window check failed"));
  void look();
  const timer = setInterval(() => void look(), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
});
