// The zod schemas of the marketing files page's forms (/employee-dashboard/bestanden): the server validates with
// them, the name inputs take their required/maxLength from them.
import { staffFilesCopy as copy } from "~/content/staff-files";
import { z } from "~/lib/zod";

const NAME_MAX = 160;
const name = z.string().trim().max(NAME_MAX, { error: copy.nameTooLong });

export const uploadSchema = z.object({
  /** The file part is read by the upload reader; named here so its error is a typed field error. */
  file: z.unknown().optional(),
  fileName: name.default(""),
});

export const renameSchema = z.object({
  id: z.string().default(""),
  fileName: name.min(1, { error: copy.emptyName }),
});

/** Show, hide, delete: a hidden id. */
export const fileIdSchema = z.object({ id: z.string().default("") });
