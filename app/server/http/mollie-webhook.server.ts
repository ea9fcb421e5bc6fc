// Mollie's webhook: POST /api/mollie/webhook with one form field, `id=tr_…`. It is a hint, not a fact: the body is
// never trusted, the payment is fetched from Mollie and applied (syncPayment). Mollie retries until it gets a
// 2xx, so an id we never made gets an empty 200 (nothing changed, nothing told); bad input is a Dutch 400, a
// Mollie we cannot reach a 503 (Mollie tries again later). Nothing here answers 500.
import { webhookCopy } from "~/content/payments";
import { isMolliePaymentId } from "../payments/store.server";
import { syncPayment } from "../workflows/payment-received.server";
import { readFormFields } from "./form.server";

const TEXT = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { ...TEXT, ...headers } });

export async function handleMollieWebhook(request: Request): Promise<Response> {
  if (request.method !== "POST") return text(405, webhookCopy.postOnly, { allow: "POST" });
  // A webhook is a few bytes: anything larger is not Mollie's.
  const form = await readFormFields(request, { maxBytes: 1024 });
  if (!form.ok) return text(form.status, form.message);
  const id = form.fields.id;
  if (!isMolliePaymentId(id)) return text(400, webhookCopy.noId);
  const result = await syncPayment(id);
  if (!result.ok && result.reason === "unavailable")
    return text(503, webhookCopy.unavailable, { "retry-after": "60" });
  return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
}
