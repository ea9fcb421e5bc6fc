// The marketing files page's row forms through the intent helper: a refused name comes back at its field with
// the row it belongs to, an unknown file is a 404 and an unknown intent the page's Dutch 400.
import { describe, expect, it } from "vitest";
import { marketingFilesAction } from "~/server/staff/files-page.server";
import { useTestDatabase } from "../helpers/db";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/employee-dashboard/bestanden", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("the marketing files page's forms", () => {
  useTestDatabase("pglite");

  const id = "00000000-0000-4000-8000-000000000000";

  it("refuses an empty download name at its field, naming the file's row", async () => {
    const answer = await marketingFilesAction(post({ intent: "rename", id, fileName: "   " }), "staff-1");
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      intent: "rename",
      fieldErrors: { fileName: "Vul een downloadnaam in." },
      values: { id, fileName: "   " },
    });
  });

  it("answers a file that is gone with a 404 and an unknown intent with the Dutch 400", async () => {
    const gone = await marketingFilesAction(post({ intent: "deactivate", id }), "staff-1");
    expect(gone.init?.status).toBe(404);
    expect(gone.data).toEqual({ intent: "deactivate", formError: "Dit bestand bestaat niet meer." });
    const unknown = await marketingFilesAction(post({ intent: "wis-alles" }), "staff-1");
    expect(unknown.init?.status).toBe(400);
    expect(unknown.data).toEqual({ intent: null, formError: "Onbekende actie." });
  });
});
