// The backup codes of a two-factor set-up under way (/employee-login/2fa): shown once, to download as a text
// file (routes/employee-login.2fa.backup-codes) or print; the print view is the codes and the account alone.
import { useSyncExternalStore } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { twoFactorCopy } from "~/content/staff-access";

/** The download of the backup codes (routes/employee-login.2fa.backup-codes.ts). */
const BACKUP_CODES_PATH = "/employee-login/2fa/back-upcodes";

const noSubscription = () => () => {};

export function BackupCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  // window.print needs the script; before it runs (or without it) the page says how to print instead.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <section
      aria-labelledby="backup-title"
      className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4 print:mt-0 print:border-slate-400 print:bg-white"
    >
      <h3 id="backup-title" className="font-semibold text-amber-950 print:text-black">
        {twoFactorCopy.backupTitle}
        <span className="hidden print:inline"> – {email}</span>
      </h3>
      <p className="mt-1 text-sm text-amber-950 print:text-black">{twoFactorCopy.backupIntro}</p>
      <ul
        data-testid="backup-codes"
        className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm text-amber-950 sm:grid-cols-5 print:grid-cols-2 print:text-base print:text-black"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
        <a
          href={BACKUP_CODES_PATH}
          download={twoFactorCopy.fileName}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {twoFactorCopy.download}
        </a>
        {hydrated ? (
          <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
            {twoFactorCopy.print}
          </Button>
        ) : (
          <p className="text-sm text-amber-950">{twoFactorCopy.printWithoutScript}</p>
        )}
      </div>
    </section>
  );
}
