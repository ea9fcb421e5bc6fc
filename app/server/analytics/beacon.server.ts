// POST /api/bezoek: the page-view beacon. Bodies are tiny JSON objects with known fields only; anything else is a
// 4xx and stores nothing. Bots, prefetches and staff members are answered 204 and not counted.
import { isbot } from "isbot";
import type { RouterContextProvider } from "react-router";
import { z } from "~/lib/zod";
import { requestInfoContext } from "~/request-context";
import { isStaffRole } from "~/lib/roles";
import { getUser } from "../auth.server";
import { getDb } from "../db/index.server";
import { getEnv } from "../env.server";
import { recordVisit, type VisitInput } from "./visits.server";

export const MAX_BEACON_BYTES = 2048;

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !v.includes("\u0000"));

/** Session ids are random strings made by the browser (crypto.randomUUID or similar). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const beaconSchema = z.strictObject({
  /** Path of the page, as the router sees it. */
  p: text(300).regex(/^\/(?!\/)/),
  /** document.referrer on a first load; the previous page of ours on a client-side navigation. */
  r: text(1000).optional(),
  s: z.string().regex(SESSION_ID_PATTERN),
  us: text(100).optional(),
  um: text(100).optional(),
  uc: text(100).optional(),
});

function answer(status: number, message?: string): Response {
  return message
    ? new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } })
    : new Response(null, { status });
}

function isPrefetch(request: Request): boolean {
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

async function isStaff(request: Request): Promise<boolean> {
  if (!/session_token=/.test(request.headers.get("cookie") ?? "")) return false;
  const user = await getUser(request);
  return Boolean(user && isStaffRole(user.role));
}

export async function handleBeacon(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  if (request.method !== "POST") return answer(405, "Alleen POST.");
  const type = request.headers.get("content-type") ?? "";
  // sendBeacon sends a string as text/plain; fetch may send JSON.
  if (!/^(application\/json|text\/plain)\b/i.test(type)) return answer(415, "Onbekend formaat.");
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!Number.isFinite(length) || length > MAX_BEACON_BYTES) return answer(413, "Te groot.");
  let body: unknown;
  try {
    const raw = await request.text();
    if (raw.length > MAX_BEACON_BYTES) return answer(413, "Te groot.");
    body = JSON.parse(raw);
  } catch {
    return answer(400, "Ongeldig bezoek.");
  }
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) return answer(400, "Ongeldig bezoek.");

  const userAgent = request.headers.get("user-agent");
  if (!userAgent || isbot(userAgent) || isPrefetch(request) || (await isStaff(request))) return answer(204);

  const b = parsed.data;
  const visit: VisitInput = {
    path: b.p,
    referrer: b.r || null,
    sessionId: b.s,
    utmSource: b.us || null,
    utmMedium: b.um || null,
    utmCampaign: b.uc || null,
  };
  const siteUrl = getEnv().SITE_URL;
  const ownHosts = [new URL(request.url).host, ...(siteUrl ? [new URL(siteUrl).host] : [])];
  await recordVisit(getDb(), visit, { ip: context.get(requestInfoContext).ip, userAgent, ownHosts });
  return answer(204);
}
