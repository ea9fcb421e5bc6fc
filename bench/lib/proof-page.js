// A customer's proof page (/drukproef/{token}, docs/proofs.md) for the benchmarks, made the way it comes about:
// a sent quote (bench/lib/sent-quote.js) accepted by the customer on /offerte/{token} with a plain form post,
// then a proof uploaded by staff on the order page (multipart, as the "Drukproef" card's form posts it); the
// customer's link is read from the proof mail the server wrote. The proof is a 12 MP photo-like JPEG of about
// 5 MB (tests/helpers/photos.ts at quality 94), the size a customer's own photo or a designer's export has, so
// the page is measured with the previews the server renders from a large original.
// The photo generator is the integration tests' own (Node runs TypeScript as it is).
import path from "node:path";
import { phoneJpeg } from "../../tests/helpers/photos.ts";
import { acceptanceForm } from "../../tests/helpers/quote-editor-form.ts";
import { startServerWithSentQuote, tokenFromMail } from "./sent-quote.js";
import { client, form } from "./staff.js";

const proofTokenIn = (text) => /\/drukproef\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/**
 * Starts the production server with an accepted quote whose order has one proof version; returns the server, the
 * customer's path to the proof (/drukproef/{token}) and to the accepted quote's order page (/offerte/{token}).
 */
export async function startServerWithProof({ port }) {
  const { server, quotePath, quoteId, customer, staff } = await startServerWithSentQuote({ port });
  try {
    // The bench's quote has no address: the billing address is given with the acceptance (docs/quotes.md).
    const accepted = await client(server.url)(quotePath, {
      method: "POST",
      body: form(acceptanceForm(customer.name)),
    });
    if (!accepted.headers.get("location")?.includes("melding=geaccepteerd"))
      throw new Error(`the quote was not accepted: ${accepted.status}`);

    const photo = await phoneJpeg({ hue: 20, quality: 94 });
    console.log(`Proof: a 4000×3000 JPEG of ${(photo.length / 1e6).toFixed(2)} MB (${photo.length} bytes)`);
    const body = new FormData();
    body.append("file", new Blob([photo], { type: "image/jpeg" }), "drukproef-shirt.jpg");
    body.append("note", "Het logo staat 8 cm breed op de borst.");
    const uploaded = await staff(`/employee-dashboard/orders/${quoteId}/drukproef`, { method: "POST", body });
    if (!uploaded.headers.get("location")?.includes("melding=drukproef-geupload"))
      throw new Error(`the proof was not uploaded: ${uploaded.status}`);
    const token = await tokenFromMail(path.join(server.dataDir, "mail"), customer.email, proofTokenIn);
    return { server, proofPath: `/drukproef/${token}`, quotePath };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
