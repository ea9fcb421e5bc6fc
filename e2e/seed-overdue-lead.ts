// A quote request that arrived two weeks before the browser-test run and was never answered, written into the
// test server's fresh embedded database before the server opens it (PGlite allows one process at a time). The
// server's clock cannot be moved, so this is how e2e/reply-promise.spec.ts shows staff an overdue lead. Its two
// alerts went out back then (stage 2), so the alert worker mails nobody about it during the run.
//
//   node e2e/seed-overdue-lead.ts <DATA_DIR>
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const OVERDUE_LEAD = { name: "Olga Overtijd", email: "olga.overtijd@example.nl" };

const dataDir = process.argv[2];
if (!dataDir) throw new Error("Gebruik: node e2e/seed-overdue-lead.ts <DATA_DIR>");
const db = new PGlite(path.resolve(dataDir, "pglite"));
await db.query(
  `insert into quote_requests
     (form, name, email, phone, service, description, source, created_at, reply_due_at, reply_alert_at, reply_alert_stage)
   values ('modal', $1, $2, '0612345678', 'kledingbedrukking', '40 shirts voor de zaak', 'google',
           now() - interval '14 days', now() - interval '14 days' + interval '2 hours',
           now() - interval '14 days' + interval '90 minutes', 2)`,
  [OVERDUE_LEAD.name, OVERDUE_LEAD.email],
);
await db.close();
