// The proof's forms (docs/proofs.md): staff's upload rules and waiver tick, the customer's approval (typed name)
// and change request (comment, an optional pin). The server checks every one of them again.
import type { UploadRules } from "~/lib/file-kind";
import { z } from "../zod";
import { PROOF_COMMENT_MAX, PROOF_NAME_MAX } from "./state";

export const proofFormCopy = {
  nameRequired: "Vul je naam in om akkoord te geven.",
  nameTooLong: `Houd je naam onder de ${PROOF_NAME_MAX} tekens.`,
  commentRequired: "Schrijf wat er anders moet.",
  commentTooLong: `Houd je opmerking onder de ${PROOF_COMMENT_MAX} tekens.`,
  waiveUnticked: "Vink aan dat het een nabestelling van een goedgekeurd ontwerp is.",
} as const;

/** A proof staff upload: an image or a PDF, one per version. */
export const PROOF_UPLOAD = {
  folder: "proofs-original",
  fileFields: ["file"],
  accept: ["jpeg", "png", "webp", "tiff", "pdf"],
  maxFileBytes: 50 * 1024 * 1024,
  maxFiles: 1,
} as const satisfies UploadRules;

export const waiveProofSchema = z.object({
  confirm: z.literal("on", { error: proofFormCopy.waiveUnticked }),
});

export const approveProofSchema = z.object({
  versionId: z.string().max(64),
  name: z
    .string({ error: proofFormCopy.nameRequired })
    .trim()
    .min(1, { error: proofFormCopy.nameRequired })
    .max(PROOF_NAME_MAX, { error: proofFormCopy.nameTooLong }),
});

export const changeProofSchema = z.object({
  versionId: z.string().max(64),
  comment: z
    .string({ error: proofFormCopy.commentRequired })
    .trim()
    .min(1, { error: proofFormCopy.commentRequired })
    .max(PROOF_COMMENT_MAX, { error: proofFormCopy.commentTooLong }),
  // The pin as fractions (the page's script), or the <input type="image"> click in pixels ("pin.x"/"pin.y").
  pinX: z.string().max(20).optional(),
  pinY: z.string().max(20).optional(),
  "pin.x": z.string().max(20).optional(),
  "pin.y": z.string().max(20).optional(),
});
