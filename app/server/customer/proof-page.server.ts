// The customer's proof page /drukproef/{token} on the server (docs/proofs.md): the version the link opens (or, by
// ?versie=N, another of the same order), the latest one large with the quote's lines, the ready date an approval
// now would give, and the two forms ("Akkoord, zo drukken" and "Wijziging vragen" with an optional pin). An older
// version says it has been replaced and links to the latest. Lookups are counted per IP like the quote link's.
import { data, redirect } from "react-router";
import { proofPageCopy as copy } from "~/content/proof-page";
import { intent } from "~/lib/intent";
import { approveProofSchema, changeProofSchema } from "~/lib/proofs/forms";
import { parsePin, proofStateOf, readyDateSentence } from "~/lib/proofs/state";
import { constraintsFrom } from "~/lib/form-constraints";
import { formatDateTime } from "~/lib/shop-time";
import { listClosures } from "../calendar/calendar.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { getEnv, getSite } from "../env.server";
import { dispatchIntent } from "../http/intent.server";
import { previewOf, previewResponse, previewUrls } from "../proofs/files.server";
import { PROOF_PATH, versionByToken, versionsOf, type ProofVersionRow } from "../proofs/store.server";
import { getQuote, quoteDocument, supplierOf } from "../quotes/store.server";
import { hitRateLimit, ipKey, rateLimitCount } from "../rate-limit.server";
import { getStorage } from "../storage.server";
import { decideProof } from "../workflows/proofs.server";

/** The size the pin image is drawn at (CSS px), so a click without JavaScript names a spot on it. */
export const PIN_IMAGE_WIDTH = 320;
const MISSES_PER_WINDOW = 20;
const LOOKUPS_PER_WINDOW = 300;
const WINDOW_MS = 10 * 60_000;

export const proofPagePath = (token: string) => `${PROOF_PATH}/${token}`;

/** The version a token opens, counted against the IP (unknown tokens strictly, so they cannot be guessed). */
async function requireVersion(token: unknown, ip: string, db: Database = getDb()): Promise<ProofVersionRow> {
  const missKey = ipKey("proof-miss", ip);
  const all = await hitRateLimit(db, ipKey("proof-lookup", ip), LOOKUPS_PER_WINDOW, WINDOW_MS);
  if (!all.allowed || (await rateLimitCount(db, missKey, WINDOW_MS)) >= MISSES_PER_WINDOW)
    throw data(copy.tooMany, { status: 429, headers: { "Retry-After": String(all.retryAfter) } });
  const version = typeof token === "string" ? await versionByToken(token, db) : null;
  if (version) return version;
  await hitRateLimit(db, missKey, MISSES_PER_WINDOW, WINDOW_MS);
  throw data(copy.notFound, { status: 404 });
}

interface PageRequest {
  token: string | undefined;
  ip: string;
  url: URL;
}

const notices: Record<string, string> = { akkoord: copy.approvedNotice, wijziging: copy.changeNotice };

export async function proofPageData({ token, ip, url }: PageRequest, now = new Date()) {
  const opened = await requireVersion(token, ip);
  const quote = (await getQuote(opened.quoteId))!;
  const versions = await versionsOf(quote.id);
  const latest = versions[0]!;
  const asked = Number(url.searchParams.get("versie"));
  const shown = versions.find((v) => v.version === asked) ?? versions.find((v) => v.id === opened.id)!;
  const path = proofPagePath(token!);
  const state = proofStateOf({ latest, waivedAt: null });
  const approval = latest.decisions.find((d) => d.kind === "approved") ?? null;
  const open = quote.orderStatus === "wacht op betaling" && !approval && shown.id === latest.id;
  const pages = previewUrls(path, shown.id, shown.previews);
  return {
    number: quote.number ?? "",
    customerName: quote.customerName,
    path,
    version: shown.version,
    latestVersion: latest.version,
    replaced: shown.id !== latest.id,
    latestHref: `${path}?versie=${latest.version}`,
    versionId: shown.id,
    note: shown.note,
    pages,
    pinImage: pages[0]
      ? {
          ...pages[0],
          width: PIN_IMAGE_WIDTH,
          height: Math.round((PIN_IMAGE_WIDTH * pages[0].height) / pages[0].width),
        }
      : null,
    state: state.kind,
    approvedText: approval ? copy.approvedOn(formatDateTime(approval.createdAt), approval.name ?? "") : null,
    changes: shown.decisions
      .filter((d) => d.kind === "change_requested")
      .map((d) => ({
        id: d.id,
        at: formatDateTime(d.createdAt),
        comment: d.comment ?? "",
        pinned: d.pinX !== null,
      })),
    open,
    closedText: !open && !approval && shown.id === latest.id ? copy.closed : null,
    readySentence: open
      ? readyDateSentence(now, quote.rush, getEnv().PROOF_CUTOFF_HOUR, await listClosures(getDb()))
      : null,
    doc: quoteDocument(quote),
    supplier: supplierOf(getSite()),
    notice: notices[url.searchParams.get("melding") ?? ""] ?? null,
    constraints: { approve: constraintsFrom(approveProofSchema), change: constraintsFrom(changeProofSchema) },
  };
}

export async function proofPageAction({ token, ip }: PageRequest, request: Request) {
  const opened = await requireVersion(token, ip);
  const path = proofPagePath(token!);
  const refused = (result: { status: number; message: string; field?: string }) =>
    result.field
      ? { status: result.status, fieldErrors: { [result.field]: result.message } }
      : { status: result.status, formError: result.message };
  return dispatchIntent(
    request,
    {
      approve: intent(approveProofSchema, async ({ versionId, name }) => {
        const result = await decideProof({ token: token!, versionId, kind: "approved", name, ip });
        if (result.ok) throw redirect(`${path}?melding=akkoord`, 303);
        return refused(result);
      }),
      change: intent(changeProofSchema, async (fields) => {
        const version = fields.versionId === opened.id ? opened : null;
        const first = (version ?? opened).previews[0];
        const pixels =
          first && fields["pin.x"] !== undefined
            ? parsePin(fields["pin.x"], fields["pin.y"], {
                width: PIN_IMAGE_WIDTH,
                height: Math.round((PIN_IMAGE_WIDTH * first.height) / first.width),
              })
            : null;
        const pin = parsePin(fields.pinX, fields.pinY) ?? pixels;
        const result = await decideProof({
          token: token!,
          versionId: fields.versionId,
          kind: "change_requested",
          comment: fields.comment,
          // A keyboard "click" on the image names no spot.
          pin: pin && (pin.x > 0 || pin.y > 0) ? pin : null,
          ip,
        });
        if (result.ok) throw redirect(`${path}?melding=wijziging`, 303);
        return refused(result);
      }),
    },
    { unknown: copy.unknown },
  );
}

/** A preview behind the link: only of a version of the same order. */
export async function proofFileResponse({ token, ip }: PageRequest, versionId: string, file: string) {
  const opened = await requireVersion(token, ip);
  const versions = await versionsOf(opened.quoteId);
  const version = versions.find((v) => v.id === versionId);
  const preview = version ? previewOf(version, file) : null;
  const response = preview ? await previewResponse(getStorage(), preview.key) : null;
  return (
    response ??
    new Response(copy.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } })
  );
}
