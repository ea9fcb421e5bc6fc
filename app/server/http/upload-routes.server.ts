// Routes whose form posts carry files. The Express layer caps every request body at 64 KB; for exactly these
// paths (and their `.data` twins, which React Router's fetches post to) the cap is what the route's upload
// rules allow. A route that reads files with readUpload adds its line here, or large files get a 413.
import { BLOG_COVER_UPLOAD } from "~/lib/content/blog-post";
import { LEAD_UPLOAD } from "~/lib/leads/attachments";
import { leadForms } from "~/lib/leads/registry";
import { MARKETING_UPLOAD } from "~/lib/marketing-files";
import { PORTFOLIO_UPLOAD } from "~/lib/portfolio";
import { PROOF_UPLOAD } from "~/lib/proofs/forms";
import { WORKWEAR_PHOTO_UPLOAD } from "~/lib/workwear/catalogue-form";
import { maxUploadBodyBytes, type UploadRules } from "./upload.server";

interface UploadRoute {
  rules: UploadRules;
  /**
   * A body over the cap is refused by the page itself (readUpload, by its length, unread), so staff see the
   * limit at the file field with what they typed still there, not a plain-text 413 in place of the page.
   */
  pageRefusesOversized: boolean;
}

const UPLOAD_ROUTES: ReadonlyMap<string, UploadRoute> = new Map<string, UploadRoute>([
  ["/employee-dashboard/bestanden", { rules: MARKETING_UPLOAD, pageRefusesOversized: true }],
  // Portfolio photos straight from a phone (a 12 MP JPEG is ~5 MB).
  ["/employee-dashboard/portfolio", { rules: PORTFOLIO_UPLOAD, pageRefusesOversized: true }],
  // The same uploads sent by the page's script (with progress); it answers an oversized body in JSON.
  ["/employee-dashboard/portfolio/upload", { rules: PORTFOLIO_UPLOAD, pageRefusesOversized: true }],
  // A work-wear product's photo (the catalogue editor's photo forms; its main form is a plain large form).
  ["/employee-dashboard/website/werkkleding", { rules: WORKWEAR_PHOTO_UPLOAD, pageRefusesOversized: true }],
  // The lead forms that take a logo or design (their definition's `attachments`: the quote forms, the work-wear
  // order); they check sizes in the browser and an oversized body keeps the early 413 (leads/http.server.ts
  // answers the rest in the form's own way).
  ...Object.values(leadForms)
    .filter((form) => form.attachments)
    .map((form): [string, UploadRoute] => [form.path, { rules: LEAD_UPLOAD, pageRefusesOversized: false }]),
]);

/** The blog editor (a new post and each post's page) posts the whole post with an optional cover photo. */
const BLOG_EDITOR_PATH = /^\/employee-dashboard\/website\/blog\/[a-z0-9-]{1,80}$/;
const BLOG_EDITOR_ROUTE: UploadRoute = { rules: BLOG_COVER_UPLOAD, pageRefusesOversized: true };
/** An order's proof upload (docs/proofs.md). */
const PROOF_UPLOAD_PATH = /^\/employee-dashboard\/orders\/[0-9a-f-]{36}\/drukproef$/;
const PROOF_UPLOAD_ROUTE: UploadRoute = { rules: PROOF_UPLOAD, pageRefusesOversized: true };

const uploadRoute = (pathname: string) => {
  const path = pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
  if (PROOF_UPLOAD_PATH.test(path)) return PROOF_UPLOAD_ROUTE;
  return UPLOAD_ROUTES.get(path) ?? (BLOG_EDITOR_PATH.test(path) ? BLOG_EDITOR_ROUTE : undefined);
};

/** The body cap for an upload route's path, or null for every other path. */
export function uploadBodyLimit(pathname: string): number | null {
  const route = uploadRoute(pathname);
  return route ? maxUploadBodyBytes(route.rules) : null;
}

/** Whether a body over the cap goes on to the route, which answers it with its page (see UploadRoute). */
export function pageRefusesOversized(pathname: string): boolean {
  return uploadRoute(pathname)?.pageRefusesOversized ?? false;
}

/**
 * Forms larger than the 64 KB cap without files: the quote editor posts up to 100 lines of 500 characters
 * (~70 KB urlencoded as plain letters, ~300 KB when every letter is an "ë", six bytes as %C3%AB). Its route
 * reads the form with the same cap.
 */
export const QUOTE_EDITOR_FORM_BYTES = 512 * 1024;
const QUOTE_EDITOR_PATH = /^\/employee-dashboard\/offertes\/[0-9a-f-]{36}(\.data)?\/?$/;

/**
 * The website's content editors (/employee-dashboard/website/...): a blog post's body alone may be 50,000
 * characters, the FAQ, price list and catalogue are long forms. Their routes read the form with the same cap.
 */
export const CONTENT_EDITOR_FORM_BYTES = 512 * 1024;
const CONTENT_EDITOR_PATH = /^\/employee-dashboard\/website\/[^?]*$/;

/**
 * A bank statement (CAMT.053) on the receivables page: read whole into memory, never stored as a file; a month of
 * a busy account is a few hundred KB. Its route reads the form with the same cap.
 */
export const STATEMENT_FORM_BYTES = 5 * 1024 * 1024 + 64 * 1024;
const STATEMENT_PATH = /^\/employee-dashboard\/debiteuren(\.data)?\/?$/;

/** The body cap of a large form's path, or null for every other path. */
export function largeFormLimit(pathname: string): number | null {
  if (CONTENT_EDITOR_PATH.test(pathname)) return CONTENT_EDITOR_FORM_BYTES;
  if (STATEMENT_PATH.test(pathname)) return STATEMENT_FORM_BYTES;
  return QUOTE_EDITOR_PATH.test(pathname) ? QUOTE_EDITOR_FORM_BYTES : null;
}
