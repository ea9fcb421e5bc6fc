// POST /api/mollie/webhook: Mollie tells us a payment changed (the payment id only); server/http/mollie-webhook.
import { handleMollieWebhook } from "~/server/http/mollie-webhook.server";
import type { Route } from "./+types/api.mollie-webhook";

export function action({ request }: Route.ActionArgs) {
  return handleMollieWebhook(request);
}

/** Opened in a browser: 405 with a Dutch message, not React Router's "Unexpected Server Error". */
export function loader({ request }: Route.LoaderArgs) {
  return handleMollieWebhook(request);
}
