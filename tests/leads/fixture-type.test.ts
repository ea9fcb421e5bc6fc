// The README's "Adding a lead type", followed once with a test-only type (tests/leads/fixture/): its definition,
// its table and storage, each joined to its registry (the test's stand-in for the one line there). The registry
// must then carry it everywhere: the lead route finds its form by path, the form parses with its schema and
// messages, the lead is stored with its mails queued, and the inbox lists it with its summary.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLead } from "~/lib/leads/forms";
import {
  leadFormAt,
  leadFormPath,
  leadRows,
  registerLeadTypeForTest,
  summarize,
  type LeadForm,
  type LeadType,
} from "~/lib/leads/registry";
import { parseLeadFilter } from "~/lib/leads/filter";
import { setDatabaseHandle } from "~/server/db/index.server";
import { outbox } from "~/server/db/schema.server";
import { listLeads } from "~/server/leads/inbox.server";
import { registerLeadStorageForTest } from "~/server/leads/registry.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { sampleLead } from "./fixture/sample";
import { SAMPLE_TABLE_SQL, sampleRequests, sampleStorage } from "./fixture/sample.server";
import { post, startedLongAgo } from "./helpers";
import { leadFormAction } from "./lead-actions";

// The fixture's names are not in the registry's types: they join at run time.
const form = "sample" as LeadForm;
const type = "sample" as LeadType;

let unregister: (() => void)[] = [];
beforeAll(() => {
  unregister = [registerLeadTypeForTest(sampleLead as never), registerLeadStorageForTest(sampleStorage)];
});
afterAll(() => unregister.forEach((undo) => undo()));

describe("a sixth lead type from its definition alone", () => {
  it("gives its form a path the lead route answers, and parses it with its schema and messages", () => {
    expect(leadFormPath(form)).toBe("/api/staal");
    expect(leadFormAt("/api/staal")).toBe("sample");
    expect(parseLead(form, { name: "Eva", email: "eva@example.nl", material: "Forex 5 mm" })).toMatchObject({
      ok: true,
      data: { name: "Eva", material: "Forex 5 mm", phone: null },
    });
    expect(parseLead(form, { name: "Eva", email: "geen", material: "" })).toMatchObject({
      ok: false,
      error: {
        title: "Vul alle verplichte velden in",
        fields: { email: "Voer een geldig e-mailadres in.", material: "Vul dit veld in." },
      },
    });
  });
});

describeEachDatabase("a sixth lead type stored through the lead route", (kind) => {
  const database = useTestDatabase(kind, { app: false });
  beforeAll(async () => {
    // Step 3's migration, as the test's own SQL.
    await database.db.execute(sql.raw(SAMPLE_TABLE_SQL));
    setDatabaseHandle(database);
  });

  it("stores the lead, queues its two mails and lists it in the inbox with its summary", async () => {
    const fields = { name: "Eva", email: "eva@example.nl", material: "Forex 5 mm", _t: startedLongAgo() };
    const res = await post(leadFormAction(form), "/api/staal", fields);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, title: "Staal aangevraagd!" });

    const [row] = await database.db.select().from(sampleRequests);
    expect(row).toMatchObject({ name: "Eva", material: "Forex 5 mm", status: "nieuw", isSpam: false });
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, "sample.shop"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Materiaal: Forex 5 mm");
    expect(
      await database.db.select().from(outbox).where(eq(outbox.kind, "sample.confirmation")),
    ).toHaveLength(1);

    const { rows } = await listLeads(
      parseLeadFilter(new URL("http://localhost/employee-dashboard")),
      database.db,
    );
    const listed = rows.find((r) => r.id === row!.id);
    expect(listed).toMatchObject({
      type: "sample",
      typeLabel: "Staalaanvraag",
      subject: "Staal: Forex 5 mm",
    });
    expect(summarize(type, row as never)).toMatchObject({ typeLabel: "Staalaanvraag", name: "Eva" });
    expect(leadRows(type, row as never)).toContainEqual(["Materiaal", "Forex 5 mm"]);
  });
});
