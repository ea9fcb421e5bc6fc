// The forms of reviews: the customer's review behind the link, and the staff's hide, show, answer and
// pre-site figures. The server parses with these; pages get their constraints from their loaders.
import { REVIEW_LIMITS, reviewFormCopy as copy, staffReviewsCopy as staff } from "~/content/reviews";
import { z } from "../zod";

const text = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong });

/** 1 to 5 stars, whole: "6", "4.5" or a missing choice is refused at the field. */
export const reviewSchema = z.object({
  rating: z
    .string({ error: copy.ratingMissing })
    .regex(/^[1-5]$/, { error: copy.ratingMissing })
    .transform(Number),
  body: text(REVIEW_LIMITS.body, copy.bodyTooLong).min(3, { error: copy.bodyMissing }),
  name: text(REVIEW_LIMITS.name, copy.nameTooLong).min(1, { error: copy.nameMissing }),
  place: text(REVIEW_LIMITS.place, copy.placeTooLong)
    .optional()
    .transform((value) => value || null),
});

export const optOutSchema = z.object({});

const reviewId = z.string().uuid({ error: staff.notFound });

export const hideSchema = z.object({
  id: reviewId,
  reason: text(REVIEW_LIMITS.reason, staff.reasonTooLong).min(3, { error: staff.reasonMissing }),
});

export const showSchema = z.object({ id: reviewId });

export const replySchema = z.object({
  id: reviewId,
  reply: text(REVIEW_LIMITS.reply, staff.replyTooLong),
});

const count = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, { error: staff.countInvalid })
  .transform(Number);

export const baselineSchema = z.object({
  average: z
    .string()
    .trim()
    .regex(/^[1-5]([.,]\d)?$/, { error: staff.averageInvalid })
    .transform((value) => Math.round(Number(value.replace(",", ".")) * 10))
    .refine((tenths) => tenths >= 10 && tenths <= 50, { error: staff.averageInvalid }),
  reviewCount: count,
  customerCount: count,
  asOf: z.iso.date({ error: staff.dateInvalid }),
  source: text(REVIEW_LIMITS.source, staff.sourceTooLong).min(2, { error: staff.sourceMissing }),
});
