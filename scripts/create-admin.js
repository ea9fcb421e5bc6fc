#!/usr/bin/env node
// Creates the first admin (or makes an existing account admin and sets its password), using the app's own code
// from the production build, so the password is hashed exactly as at sign-up (scrypt) and never printed.
//
//   npm run create-admin -- --email eigenaar@example.nl [--password …] [--first-name …] [--last-name …] [--reset-2fa]
//
// Without --password the password is asked for twice, without echo. Uses the same DATA_DIR / DATABASE_URL as
// the server; with the embedded database, stop the server first (PGlite allows one process at a time).
import { parseArgs } from "node:util";
import { loadBuild } from "./load-build.js";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
    "reset-2fa": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help || !values.email) {
  console.log(
    "Gebruik: npm run create-admin -- --email adres@example.nl [--password wachtwoord] [--first-name Voornaam] [--last-name Achternaam] [--reset-2fa]",
  );
  process.exit(values.help ? 0 : 1);
}

/** Reads a line from the terminal without echoing it. */
async function askHidden(question) {
  if (!process.stdin.isTTY) {
    // Piped input (e.g. from a secrets manager): read one line.
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  }
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let input = "";
    const onData = (char) => {
      for (const c of char) {
        if (c === "\r" || c === "\n" || c === "\u0004") {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(input);
          return;
        }
        if (c === "\u0003") {
          process.stdin.setRawMode(false);
          reject(new Error("Afgebroken."));
          return;
        }
        if (c === "\u007f" || c === "\b") input = input.slice(0, -1);
        else input += c;
      }
    };
    process.stdin.on("data", onData);
  });
}

let password = values.password;
if (!password) {
  password = await askHidden("Wachtwoord (minstens 8 tekens): ");
  if (process.stdin.isTTY) {
    const again = await askHidden("Herhaal het wachtwoord: ");
    if (again !== password) {
      console.error("De wachtwoorden komen niet overeen.");
      process.exit(1);
    }
  }
}

const { createAdmin } = await loadBuild();
try {
  const result = await createAdmin({
    email: values.email,
    password,
    firstName: values["first-name"],
    lastName: values["last-name"],
    resetTwoFactor: values["reset-2fa"] === true,
  });
  console.log(
    result.created
      ? `Beheerder ${values.email.toLowerCase()} aangemaakt. Log in op /employee-login en stel tweestapsverificatie in.`
      : `Bestaand account ${values.email.toLowerCase()} is nu beheerder; het wachtwoord is vervangen${values["reset-2fa"] ? " en tweestapsverificatie gereset" : ""}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : "Aanmaken mislukt.");
  process.exit(1);
}
