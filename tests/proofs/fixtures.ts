// Proofs for the integration tests: an order without a waiver, a file staff "uploaded" (stored as readUpload
// stores it), the version made from it, and the customer's link from the proof mail.
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";
import { getStorage } from "~/server/storage.server";
import { uploadProof } from "~/server/workflows/proofs.server";

/** A small PNG (a coloured square with a darker block), made by sharp. */
export async function pngBytes(width = 600, height = 400): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width, height, channels: 3, background: "#be123c" } })
    .composite([
      {
        input: await sharp({ create: { width: 100, height: 100, channels: 3, background: "#0f172a" } })
          .png()
          .toBuffer(),
        left: 20,
        top: 20,
      },
    ])
    .png()
    .toBuffer();
}

/** A two-page PDF (pdfkit), as a designer would send a proof of front and back. */
export async function pdfBytes(): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A6" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  doc.fontSize(24).text("Voorkant", 40, 60);
  doc.addPage().fontSize(24).text("Achterkant", 40, 60);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A proof version uploaded by staff from `bytes`. */
export async function uploadedProof(
  db: Database,
  input: { actorId: string; quoteId: string; bytes: Buffer; pdf?: boolean; note?: string; now?: Date },
) {
  const key = `proof-uploads/${randomUUID()}.${input.pdf ? "pdf" : "png"}`;
  await getStorage().write(key, input.bytes);
  return uploadProof(
    {
      actorId: input.actorId,
      quoteId: input.quoteId,
      file: {
        key,
        fileName: input.pdf ? "proef.pdf" : "proef.png",
        contentType: input.pdf ? "application/pdf" : "image/png",
        kind: input.pdf ? "pdf" : "png",
      },
      note: input.note ?? null,
      now: input.now,
    },
    db,
  );
}

/** The link in the newest proof mail (`kind`) to `to`. */
export async function proofTokenMailedTo(db: Database, to: string, kind = "proof.ready"): Promise<string> {
  const [mail] = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.to, to.toLowerCase())))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = /\/drukproef\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no proof mail to ${to}`);
  return token;
}
