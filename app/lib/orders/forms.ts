// The order page's forms and the one check of a track-and-trace link: the server's moveOrder and the form
// both use parseTrackingUrl, so a link is accepted or refused with the same Dutch message everywhere.
import { orderMoveCopy as copy, staffOrdersCopy } from "~/content/orders";
import { z } from "../zod";
import { ORDER_STATUSES } from "./status";

export const TRACKING_URL_MAX = 500;

export type TrackingUrlResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * A carrier's track-and-trace page: an absolute http(s) address with a host. Anything else (javascript:, a
 * relative path, a bare word) would end up as a link in the customer's mail and page, so it is refused.
 */
export function parseTrackingUrl(value: unknown): TrackingUrlResult {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) return { ok: false, message: copy.trackingMissing };
  if (text.length > TRACKING_URL_MAX) return { ok: false, message: copy.trackingTooLong(TRACKING_URL_MAX) };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: copy.trackingInvalid };
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname.includes("."))
    return { ok: false, message: copy.trackingInvalid };
  return { ok: true, url: url.href };
}

/** A move button: `to` is the state it moves to; the tracking link comes with "verzonden" only. */
export const moveOrderSchema = z.object({
  to: z.enum(ORDER_STATUSES, { error: copy.unknownStatus }),
  trackingUrl: z
    .string()
    .max(TRACKING_URL_MAX, { error: copy.trackingTooLong(TRACKING_URL_MAX) })
    .optional(),
});

/** "Verzonden" with its link: the field is required here, so the browser says so before the round trip. */
export const shipOrderSchema = z.object({
  trackingUrl: z
    .string()
    .trim()
    .min(1, { error: copy.trackingMissing })
    .max(TRACKING_URL_MAX, { error: copy.trackingTooLong(TRACKING_URL_MAX) }),
});

/** Cancelling asks for a tick first (a confirmation that works without JavaScript). */
export const cancelOrderSchema = z.object({
  confirm: z.literal("on", { error: staffOrdersCopy.cancelNotConfirmed }),
});
