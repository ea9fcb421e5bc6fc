// GET /media/<key> – a processed portfolio photo variant (AVIF, WebP or JPEG), public and cached for a year:
// keys are unique per upload and never rewritten. Anything that is not such a variant is a 404 (originals
// and files visitors sent are never served here).
import { getStorage } from "~/server/storage.server";
import { logger } from "~/server/logger.server";
import { mediaResponse } from "~/server/portfolio.server";
import type { Route } from "./+types/media";

const notFound = () =>
  new Response("Afbeelding niet gevonden.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });

export async function loader({ params }: Route.LoaderArgs) {
  try {
    return (await mediaResponse(getStorage(), params["*"] ?? "")) ?? notFound();
  } catch (error) {
    logger.error({ err: error }, "reading a media file failed");
    return new Response("Afbeelding tijdelijk niet beschikbaar.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" },
    });
  }
}
