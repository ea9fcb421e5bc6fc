// The reminders' clock (docs/receivables.md, "How the worker runs"), started with the server: every hour, on a
// working day between 08:00 and 20:00 Amsterdam time, each open invoice past its due date is asked
// `reminderDue` (the admins' schedule, the closure days, disputes, what was sent). A reminder due is rendered as a
// PDF and stored with no transaction open; then one short unit of work claims it by inserting its row (unique per
// invoice and step: a second instance inserts nothing and sends nothing), adds a link to the customer's page
// and queues the mail with the PDF. A consumer's second step is the statutory 14-day letter (BW 6:96 lid 6).
import { ERASED_TEXT } from "~/lib/avg";
import { isWorkingDay } from "~/lib/business-days";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { collectionCosts } from "~/lib/receivables/collection-costs";
import { commercialInterest } from "~/lib/receivables/commercial-interest";
import { isBusinessCustomer } from "~/lib/receivables/late-charges";
import {
  reminderLetter,
  scheduleStep,
  storedStep,
  type ReminderLetterInput,
} from "~/lib/receivables/reminder-letter";
import { reminderDue, statutoryLetterDeadline, type ReminderStep } from "~/lib/receivables/reminders";
import { shopNow, shopToday } from "~/lib/shop-time";
import { registerPeriodicJob } from "../background.server";
import { listClosures } from "../calendar/calendar.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { invoiceReminders, orderEvents } from "../db/schema.server";
import { getSite } from "../env.server";
import { invoiceByNumber } from "../invoices/store.server";
import { logger } from "../logger.server";
import { getMailSettings } from "../mail/outbox.server";
import { addLink, quoteUrl } from "../quotes/links.server";
import { listReceivables, type Receivable } from "../receivables/receivables.server";
import { reminderMail } from "../receivables/reminder-mail.server";
import { renderReminderPdf } from "../receivables/reminder-pdf.server";
import { disputedAmong, reminderSchedule, remindersAmong } from "../receivables/reminders.server";
import { getStorage } from "../storage.server";
import { inUnitOfWork } from "../unit-of-work.server";

const INTERVAL_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60_000;

/** Reminders go out in the daytime (08:00-20:00 Amsterdam), as the quotes' reminder does. */
export function reminderHour(now: Date): boolean {
  const { time } = shopNow(now);
  return time >= "08:00" && time < "20:00";
}

/** Where a reminder's PDF is kept: one per invoice and step, so a second instance writes the same bytes. */
export function reminderPdfKey(invoiceId: string, step: string): string {
  return `reminders/${invoiceId}/${step}.pdf`;
}

/** What the reminder states, from the invoice and the receivable as they are today. */
function letterInput(
  doc: InvoiceDocument,
  row: Receivable,
  step: ReminderStep,
  today: string,
): ReminderLetterInput {
  const business = isBusinessCustomer(doc.customer);
  const stored = storedStep(step, business);
  const base = {
    step: stored,
    sentOn: today,
    invoiceNumber: doc.number,
    issuedOn: doc.issuedOn,
    dueOn: row.dueOn,
    openCents: row.openCents,
    brand: doc.supplier.brand,
    iban: doc.supplier.iban,
  };
  if (stored === "statutory_letter")
    return {
      ...base,
      collectionCostsCents: collectionCosts(row.openCents),
      // Mailed today, so received today: the 14 days run from tomorrow.
      deadline: statutoryLetterDeadline(today),
    };
  if (!business) return base;
  const interest = commercialInterest(row.openCents, row.dueOn, today);
  return { ...base, interest: { cents: interest.cents, provisional: interest.provisional } };
}

/** Renders, stores, claims and mails one reminder; false when another instance claimed it first. */
async function sendReminder(
  db: Database,
  row: Receivable,
  step: ReminderStep,
  today: string,
): Promise<boolean> {
  const doc = await invoiceByNumber(row.number, db);
  const email = doc?.customer.email;
  if (!doc || !email || email === ERASED_TEXT) return false;
  const input = letterInput(doc, row, step, today);
  const letter = reminderLetter(input);
  // Slow work first, with no transaction open.
  const pdf = await renderReminderPdf(doc, input, letter);
  const pdfKey = reminderPdfKey(doc.id, input.step);
  await getStorage().write(pdfKey, pdf);
  return inUnitOfWork(db, async (unit) => {
    const [claimed] = await unit.tx
      .insert(invoiceReminders)
      .values({
        invoiceId: doc.id,
        step: input.step,
        sentOn: today,
        pdfKey,
        openCents: input.openCents,
        collectionCostsCents: input.collectionCostsCents ?? null,
        letterDeadline: input.deadline ?? null,
        interestCents: input.interest?.cents ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: invoiceReminders.id });
    if (!claimed) return false;
    const token = await addLink(unit.tx, doc.quoteId);
    await unit.tx
      .insert(orderEvents)
      .values({ quoteId: doc.quoteId, kind: "invoice", text: `${letter.title} verstuurd.`, actorId: null });
    await unit.mail([
      reminderMail(
        {
          to: email,
          name: doc.customer.name,
          step: input.step,
          letter,
          pdf,
          pageUrl: quoteUrl(getSite().url, token),
        },
        getMailSettings(),
      ),
    ]);
    return true;
  });
}

export interface ReminderRoundReport {
  sent: number;
}

/** One round on `now`'s Amsterdam day: nothing on a day that is not a working day. */
export async function runReminderRound(
  now = new Date(),
  db: Database = getDb(),
): Promise<ReminderRoundReport> {
  const today = shopToday(now);
  const closures = await listClosures(db);
  if (!isWorkingDay(today, closures)) return { sent: 0 };
  const open = (await listReceivables(today, db)).filter((row) => row.openCents > 0 && row.dueOn < today);
  if (!open.length) return { sent: 0 };
  const ids = open.map((row) => row.invoiceId);
  const schedule = await reminderSchedule(db);
  const disputed = await disputedAmong(ids, db);
  const sentRows = await remindersAmong(ids, db);
  let sent = 0;
  for (const row of open) {
    const step = reminderDue({
      dueOn: row.dueOn,
      today,
      openCents: row.openCents,
      disputed: disputed.has(row.invoiceId),
      sent: sentRows
        .filter((reminder) => reminder.invoiceId === row.invoiceId)
        .map((reminder) => ({ step: scheduleStep(reminder.step), sentOn: reminder.sentOn })),
      schedule,
      closures,
    });
    if (step && (await sendReminder(db, row, step, today))) sent++;
  }
  return { sent };
}

registerPeriodicJob(
  "invoice reminders",
  async () => {
    const now = new Date();
    if (!reminderHour(now)) return;
    const report = await runReminderRound(now);
    if (report.sent) logger.info(report, "invoice reminders sent");
  },
  { intervalMs: INTERVAL_MS, firstDelayMs: FIRST_RUN_DELAY_MS },
);
