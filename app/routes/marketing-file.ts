// GET /bestanden/:id – downloads an active marketing file as an attachment; 404 for anything else.
import { getDb } from "~/server/db/index.server";
import { logger } from "~/server/logger.server";
import { marketingFileResponse } from "~/server/marketing-files.server";
import { getStorage } from "~/server/storage.server";
import type { Route } from "./+types/marketing-file";

export async function loader({ params }: Route.LoaderArgs) {
  const response = await marketingFileResponse(getDb(), getStorage(), params.id);
  if (response) return response;
  logger.info({ id: params.id }, "marketing file not found");
  return new Response("Bestand niet gevonden.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
