// Routes whose form posts carry files. The Express layer caps every request body at 64 KB; for exactly these
// paths (and their `.data` twins, which React Router's fetches post to) the cap is what the route's upload
// rules allow. A route that reads files with readUpload adds its line here, or large files get a 413.
import { LEAD_UPLOAD } from "~/lib/leads/attachments";
import { MARKETING_UPLOAD } from "~/lib/marketing-files";
import { PORTFOLIO_UPLOAD } from "~/lib/portfolio";
import { maxUploadBodyBytes, type UploadRules } from "./upload.server";

const UPLOAD_ROUTES: ReadonlyMap<string, UploadRules> = new Map<string, UploadRules>([
  ["/employee-dashboard/bestanden", MARKETING_UPLOAD],
  // Portfolio photos straight from a phone (a 12 MP JPEG is ~5 MB).
  ["/employee-dashboard/portfolio", PORTFOLIO_UPLOAD],
  // The quote forms take a logo or design (lib/leads/attachments.ts).
  ["/api/offerte", LEAD_UPLOAD],
  ["/api/snelle-offerte", LEAD_UPLOAD],
  // The work-wear order takes the logo to print or embroider.
  ["/api/werkkleding-bestelling", LEAD_UPLOAD],
]);

/** The body cap for an upload route's path, or null for every other path. */
export function uploadBodyLimit(pathname: string): number | null {
  const route = pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
  const rules = UPLOAD_ROUTES.get(route);
  return rules ? maxUploadBodyBytes(rules) : null;
}
