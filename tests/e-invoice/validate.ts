// The official e-invoice rule sets (Schematron compiled to XSLT by their projects, vendored under ./rules with
// their version and licence) run on a UBL file with SaxonJS, the way an access point or a Dutch validator runs
// them: which rule set applies is what the file's CustomizationID claims. Each stylesheet is compiled to SEF
// (SaxonJS's compiled form) with xslt3 and kept gzipped in ./sef, named by the stylesheet's hash (2 to 9 MB each
// as JSON, 60-190 KB gzipped): a clean clone validates at once instead of compiling for minutes. A stylesheet
// updated under ./rules has no SEF yet: it is compiled on first use and written there, to be committed with it.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { gunzipSync, gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

interface SaxonJs {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: "serialized" },
    mode: "sync",
  ): { principalResult: string };
}
const SaxonJS = require("saxon-js") as SaxonJs;

/** The rule sets, as vendored: tests/e-invoice/rules/README.md names their sources, versions and licences. */
export const RULE_FILES = {
  nlcius: "rules/si-ubl-2.0.3.12/si-ubl-2.0.xsl",
  en16931: "rules/en16931-ubl-1.3.16/EN16931-UBL-validation.xslt",
  peppol: "rules/peppol-bis-billing-3.0.19/PEPPOL-EN16931-UBL.xslt",
} as const;
export type RuleSet = keyof typeof RULE_FILES;

/** What each CustomizationID claims, as the rule sets that then apply (Peppol BIS 3 is EN 16931 plus its own). */
export const RULE_SETS_OF: Record<string, RuleSet[]> = {
  "urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0": ["nlcius"],
  "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0": ["en16931", "peppol"],
  "urn:cen.eu:en16931:2017": ["en16931"],
};

const SEF_DIR = join(here, "sef");
const loaded = new Map<RuleSet, unknown>();

/** The rule set's stylesheet as SEF: from ./sef, else compiled now with xslt3 (a minute or two) and kept there. */
export function compiled(set: RuleSet): unknown {
  const cached = loaded.get(set);
  if (cached) return cached;
  const source = join(here, RULE_FILES[set]);
  const hash = createHash("sha256").update(readFileSync(source)).digest("hex").slice(0, 16);
  const sef = join(SEF_DIR, `${set}-${hash}.sef.json.gz`);
  if (!existsSync(sef)) {
    mkdirSync(SEF_DIR, { recursive: true });
    const exported = join(tmpdir(), `${set}-${hash}.${process.pid}.sef.json`);
    execFileSync(
      process.execPath,
      [require.resolve("xslt3/xslt3.js"), `-xsl:${source}`, `-export:${exported}`, "-nogo", "-relocate:on"],
      { stdio: ["ignore", "ignore", "pipe"], maxBuffer: 64 * 1024 * 1024 },
    );
    // Written beside and renamed, so a run beside this one never reads half a file.
    writeFileSync(`${sef}.${process.pid}.tmp`, gzipSync(readFileSync(exported), { level: 9 }));
    renameSync(`${sef}.${process.pid}.tmp`, sef);
    rmSync(exported, { force: true });
  }
  const stylesheet = JSON.parse(gunzipSync(readFileSync(sef)).toString("utf8")) as unknown;
  loaded.set(set, stylesheet);
  return stylesheet;
}

export interface Finding {
  set: RuleSet;
  id: string;
  flag: string;
  location: string;
  text: string;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The SVRL's failed asserts and successful reports; an assert without a flag counts as fatal. */
export function findings(set: RuleSet, svrl: string): Finding[] {
  const found: Finding[] = [];
  const pattern =
    /<svrl:(?:failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:(?:failed-assert|successful-report)>/g;
  for (const [, attributes, body] of svrl.matchAll(pattern)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1] ?? "";
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body!)?.[1] ?? "";
    found.push({
      set,
      id: attribute("id"),
      flag: attribute("flag") || "fatal",
      location: unescape(attribute("location")),
      text: unescape(text.trim()),
    });
  }
  return found;
}

/** The CustomizationID the file claims. */
export function customizationId(xml: string): string {
  return /<cbc:CustomizationID>([^<]*)<\/cbc:CustomizationID>/.exec(xml)?.[1] ?? "";
}

/**
 * The file run through every rule set its CustomizationID names (or the ones given): what they report, fatal
 * and warnings.
 */
export function validateUbl(xml: string, only?: RuleSet[]): { sets: RuleSet[]; findings: Finding[] } {
  const sets = only ?? RULE_SETS_OF[customizationId(xml)];
  if (!sets) throw new Error(`No rule set for CustomizationID "${customizationId(xml)}"`);
  return {
    sets,
    findings: sets.flatMap((set) =>
      findings(
        set,
        SaxonJS.transform(
          { stylesheetInternal: compiled(set), sourceText: xml, destination: "serialized" },
          "sync",
        ).principalResult,
      ),
    ),
  };
}
