// The shop's settings can live in a .env file: .env.example lists every variable the server knows with its
// default, and the npm scripts that start the server read .env (node --env-file-if-exists), the environment
// itself winning over the file.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveSite } from "~/content/site";
import { ENV_NAMES, parseEnv, type Env } from "~/server/env.server";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";

/** NAME=value of every line of .env.example, commented out or not. */
function exampleLines(): Map<string, string> {
  const text = readFileSync(path.join(root, ".env.example"), "utf8");
  const lines = new Map<string, string>();
  for (const match of text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm)) lines.set(match[1]!, match[2]!);
  return lines;
}

describe(".env.example", () => {
  it("lists every variable the environment parse knows, and nothing else", () => {
    expect([...exampleLines().keys()].sort()).toEqual([...ENV_NAMES].sort());
  });

  it("gives each its default, so an unchanged line changes nothing", () => {
    // As `npm start` runs: production.
    const started = { NODE_ENV: "production" };
    const defaults = parseEnv(started);
    const seen = (env: Env, name: keyof Env) => (name.startsWith("SITE_") ? resolveSite(env) : env[name]);
    for (const [name, value] of exampleLines()) {
      const env = parseEnv({ ...started, [name]: value });
      expect(seen(env, name as keyof Env), name).toEqual(seen(defaults, name as keyof Env));
    }
  });

  it("is the template; .env itself is never committed", () => {
    const ignored = spawnSync("git", ["check-ignore", "-q", ".env"], { cwd: root });
    expect(ignored.status).toBe(0);
  });

  it("is read by every script that starts the server or works on its data", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const name of ["start", "serve", "dev", "create-admin", "backup", "restore"])
      expect(scripts[name], name).toMatch(/\bnode --env-file-if-exists=\.env /);
  });
});

describe("npm run serve with a .env file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "env-file-"));
  let child: ReturnType<typeof spawn> | undefined;
  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child!.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes the shop's details from .env, and a variable in the environment wins", async () => {
    if (!existsSync(path.join(root, buildDir, "server/index.js")))
      throw new Error(`No production build in ./${buildDir}: run "npm run build" first.`);
    // The project as npm sees it, in a folder of its own (so its .env is this test's): the scripts and the
    // build are the real ones.
    writeFileSync(path.join(dir, "package.json"), readFileSync(path.join(root, "package.json")));
    for (const entry of ["server.js", "node_modules", "drizzle", "scripts", buildDir])
      symlinkSync(path.join(root, entry), path.join(dir, entry));
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    writeFileSync(
      path.join(dir, ".env"),
      [
        "# The owner's settings",
        `PORT=${port}`,
        "DATA_DIR=./data-uit-env",
        "SITE_BRAND=Drukkerij Envbestand",
        "SITE_PHONE=076 111 2222",
        "LOG_LEVEL=warn",
        "",
      ].join("\n"),
    );
    const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: buildDir, SITE_PHONE: "076 333 4444" };
    for (const name of ENV_NAMES) if (name !== "SITE_PHONE") delete env[name];
    // A process group of its own: npm, its shell and the server stop together.
    child = spawn("npm", ["run", "serve"], { cwd: dir, env, stdio: "ignore", detached: true });

    let html = "";
    const deadline = Date.now() + 60_000;
    while (!html) {
      if (child.exitCode !== null) throw new Error(`npm run serve ended with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error("the server did not answer on the port from .env");
      try {
        const answer = await fetch(`http://localhost:${port}/`);
        if (answer.ok) html = await answer.text();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    expect(html).toContain("Drukkerij Envbestand");
    expect(html).toContain("076 333 4444");
    expect(html).not.toContain("076 111 2222");
    expect(existsSync(path.join(dir, "data-uit-env"))).toBe(true);
  }, 90_000);
});
