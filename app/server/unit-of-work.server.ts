// One unit of work for every write that sends mail or has slow work to follow: the transaction, the outbox rows
// written in it (a rolled-back change sends nothing), and the work after the commit. Work after the commit runs
// outside every row lock: rendering a PDF, calling Mollie, mailing a document whose number the transaction took.
// The caller gets its answer once that work is done, so a page shows the state with its mail already queued.
import type { Database, Tx } from "./db/client.server";
import { logger } from "./logger.server";
import { enqueueMail, nudgeOutbox, type OutgoingMail } from "./mail/outbox.server";

export interface UnitOfWork {
  tx: Tx;
  /** Puts mails in the outbox with the transaction; the mail worker is woken after the commit. */
  mail(mails: OutgoingMail[]): Promise<void>;
  /**
   * Work for after the commit, with no lock held; it may open its own short transactions (`db`). A task that
   * fails is logged and does not undo the committed change.
   */
  afterCommit(task: (db: Database) => Promise<void>): void;
}

/** Runs `work` as one unit of work on `db`; see the module comment. */
export async function inUnitOfWork<T>(db: Database, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  let queued = false;
  const tasks: ((db: Database) => Promise<void>)[] = [];
  const result = await db.transaction((tx) =>
    work({
      tx,
      async mail(mails) {
        await enqueueMail(tx, mails);
        queued ||= mails.length > 0;
      },
      afterCommit(task) {
        tasks.push(task);
      },
    }),
  );
  for (const task of tasks) {
    try {
      await task(db);
      queued = true;
    } catch (error) {
      logger.error({ err: error }, "work after a commit failed");
    }
  }
  if (queued) nudgeOutbox();
  return result;
}
