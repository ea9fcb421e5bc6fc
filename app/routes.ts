// The route table of docs/behaviour.md#screens-and-routes, written out (aliases included).
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { LEAD_FORMS, leadFormPath } from "./lib/leads/registry";

/** /kledingbedrukking and its four aliases render the same page; canonical points to /kledingbedrukking. */
export const clothingPrintingAliases = [
  "kleding-bedrukken-breda",
  "kleding-laten-bedrukken",
  "bedrijfskleding-bedrukken",
  "pages/algemeen",
] as const;

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("blog/feed.xml", "routes/blog-feed.ts"),

  // ---- Lead capture (forms post here) ----
  // Every lead form's path from its definition (/api/offerte, /api/snelle-offerte, /api/afspraak, /api/partner,
  // /api/werkkleding-bestelling), all on the one lead route; the id names the form.
  ...LEAD_FORMS.map((form) =>
    route(leadFormPath(form).slice(1), "routes/api.lead-form.ts", { id: `lead-form-${form}` }),
  ),
  route("api/afspraak/tijden", "routes/api.appointment-slots.ts"),
  route("api/afspraak/dagen", "routes/api.appointment-days.ts"),
  route("api/bezoek", "routes/api.visit.ts"),
  route("api/prijs/:product", "routes/api.price.ts"),
  // Mollie's payment webhook (only an id; the payment is fetched from Mollie).
  route("api/mollie/webhook", "routes/api.mollie-webhook.ts"),

  // ---- Accounts and staff area ----
  route("api/auth/*", "routes/api.auth.ts"),
  route("auth", "routes/auth.tsx"),
  route("auth/logout", "routes/auth.logout.ts"),
  route("auth/bevestigen", "routes/auth.verify.tsx"),
  route("auth/wachtwoord-wijzigen", "routes/auth.password.tsx"),
  route("auth/wachtwoord-vergeten", "routes/auth.forgot-password.tsx"),
  route("auth/wachtwoord-herstellen", "routes/auth.reset-password.tsx"),
  route("employee-login", "routes/employee-login.tsx"),
  route("employee-login/2fa", "routes/employee-login.2fa.tsx"),
  route("employee-login/2fa/back-upcodes", "routes/employee-login.2fa.backup-codes.ts"),
  route("setup/:token", "routes/setup.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("dashboard/offertes/:id", "routes/dashboard.quote.tsx"),
  // Everything below passes the staff middleware (TOTP-verified employee or admin).
  layout("routes/staff-layout.tsx", [
    route("employee", "routes/employee.tsx"),
    route("employee-dashboard", "routes/employee-dashboard.tsx"),
    route("employee-dashboard/export.csv", "routes/employee-dashboard.export.ts"),
    // Leads a bot trap held back: the time trap's (a person may have sent them) and the honeypot's.
    route("employee-dashboard/controleren", "routes/employee-dashboard.held.tsx", { id: "held-review" }),
    route("employee-dashboard/spam", "routes/employee-dashboard.held.tsx", { id: "held-spam" }),
    route("employee-dashboard/export.xlsx", "routes/employee-dashboard.export-xlsx.ts"),
    route("employee-dashboard/leads/:type/:id", "routes/employee-dashboard.lead.tsx"),
    route("employee-dashboard/bijlagen/:id", "routes/employee-dashboard.attachment.ts"),
    // Quotes (issue 28): the list with its export, one quote (editor, preview, detail) and its PDF.
    route("employee-dashboard/offertes", "routes/employee-dashboard.quotes.tsx"),
    route("employee-dashboard/offertes/export.csv", "routes/employee-dashboard.quotes-export.ts"),
    route("employee-dashboard/offertes/:id", "routes/employee-dashboard.quote.tsx"),
    route("employee-dashboard/offertes/:id/pdf", "routes/employee-dashboard.quote-pdf.ts"),
    // Orders (issue 29): the board by state and one order (state, payments, invoices, history).
    route("employee-dashboard/orders", "routes/employee-dashboard.orders.tsx"),
    route("employee-dashboard/orders/:quoteId", "routes/employee-dashboard.order.tsx"),
    route("employee-dashboard/orders/:quoteId/drukproef", "routes/employee-dashboard.order-proof.tsx"),
    route(
      "employee-dashboard/orders/:quoteId/drukproef/:versionId/:file",
      "routes/employee-dashboard.order-proof-file.ts",
    ),
    // One customer across requests, found through one of their records (the address stays out of the URL).
    route("employee-dashboard/klant/offerte/:quoteId", "routes/employee-dashboard.customer.tsx", {
      id: "customer-by-quote",
    }),
    route("employee-dashboard/klant/:leadType/:leadId", "routes/employee-dashboard.customer.tsx", {
      id: "customer-by-lead",
    }),
    // Invoices (issue 29): a month's invoices with the bookkeeper's exports, and one invoice's PDF.
    route("employee-dashboard/facturen", "routes/employee-dashboard.invoices.tsx"),
    route("employee-dashboard/facturen/export.csv", "routes/employee-dashboard.invoices-export.ts"),
    route("employee-dashboard/facturen/ubl.zip", "routes/employee-dashboard.invoices-ubl.ts"),
    route("employee-dashboard/facturen/:number/pdf", "routes/employee-dashboard.invoice-pdf.ts"),
    // Admins only: one invoice's reminders, dispute and interest (docs/receivables.md, "Reminders").
    route("employee-dashboard/facturen/:number", "routes/employee-dashboard.invoice.tsx"),
    route(
      "employee-dashboard/facturen/:number/herinneringen/:id/pdf",
      "routes/employee-dashboard.invoice-reminder-pdf.ts",
    ),
    route("employee-dashboard/herinneringen", "routes/employee-dashboard.reminder-settings.tsx"),
    // Admins only: what customers still owe (docs/receivables.md).
    route("employee-dashboard/debiteuren", "routes/employee-dashboard.receivables.tsx"),
    // Admins only: a period's VAT return figures and the XAF 3.2 file for the accountant (docs/bookkeeping.md).
    route("employee-dashboard/boekhouding", "routes/employee-dashboard.bookkeeping.tsx"),
    route("employee-dashboard/boekhouding/auditfile.xaf", "routes/employee-dashboard.bookkeeping-xaf.ts"),
    route("employee-dashboard/statistieken", "routes/employee-dashboard.statistics.tsx"),
    route("employee-dashboard/bestanden", "routes/employee-dashboard.files.tsx"),
    route("employee-dashboard/portfolio", "routes/employee-dashboard.portfolio.tsx"),
    route("employee-dashboard/portfolio/upload", "routes/employee-dashboard.portfolio-upload.ts"),
    // Reviews (issue 30): hide with a reason, answer publicly, the admin's figures from before the site.
    route("employee-dashboard/reviews", "routes/employee-dashboard.reviews.tsx"),
    // The website's content (issue 31): the sections, and the blog (list, editor, the editor's live preview).
    route("employee-dashboard/website", "routes/employee-dashboard.website.tsx"),
    route("employee-dashboard/website/blog", "routes/employee-dashboard.website.blog.tsx"),
    route("employee-dashboard/website/faq", "routes/employee-dashboard.website.faq.tsx"),
    route("employee-dashboard/website/prijzen", "routes/employee-dashboard.website.prijzen.tsx"),
    route("employee-dashboard/website/teksten", "routes/employee-dashboard.website.teksten.tsx"),
    route("employee-dashboard/website/werkkleding", "routes/employee-dashboard.website.werkkleding.tsx"),
    route(
      "employee-dashboard/website/openingstijden",
      "routes/employee-dashboard.website.openingstijden.tsx",
    ),
    route("employee-dashboard/website/blog/nieuw", "routes/employee-dashboard.website.blog-post.tsx", {
      id: "blog-post-new",
    }),
    route("employee-dashboard/website/blog/:key", "routes/employee-dashboard.website.blog-post.tsx"),
    route(
      "employee-dashboard/website/blog-voorbeeld",
      "routes/employee-dashboard.website.blog-preview-markdown.ts",
    ),
    route("employee-dashboard/admin/users", "routes/employee-dashboard.admin.users.tsx"),
    route("employee-dashboard/admin/audit", "routes/employee-dashboard.admin.audit.tsx"),
    route("employee-dashboard/admin/avg", "routes/employee-dashboard.admin.avg.tsx"),
    route("employee-dashboard/admin/avg/export", "routes/employee-dashboard.admin.avg-export.ts"),
    route("employee-dashboard/admin/backups", "routes/employee-dashboard.admin.backups.tsx"),
    route("employee-dashboard/admin/backups/:name", "routes/employee-dashboard.admin.backup-download.ts"),
  ]),

  // The customer's quote behind the link in the mail (its own lean frame: no site chrome, no visit beacon).
  route("afspraak/wijzigen/:token", "routes/afspraak.wijzigen.tsx"),
  route("agenda/:token", "routes/agenda-feed.ts"),
  route("offerte/:token", "routes/offerte.tsx"),
  route("offerte/:token/pdf", "routes/offerte.pdf.ts"),
  route("offerte/:token/opnieuw-bestellen", "routes/offerte.reorder.tsx"),
  route("offerte/:token/factuur/:number", "routes/offerte.invoice.ts"),
  // The customer's proof (drukproef) behind the link in its mail, and its previews (docs/proofs.md).
  route("drukproef/:token", "routes/drukproef.tsx"),
  route("drukproef/:token/:versionId/:file", "routes/drukproef.file.ts"),
  // The review form behind the invitation mail's single-use link (the quote page's lean frame).
  route("review/:token", "routes/review.tsx"),
  route("bestanden/:id", "routes/marketing-file.ts"),
  route("media/*", "routes/media.ts"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("diensten", "routes/diensten.tsx"),
    route("afspraak", "routes/afspraak.tsx"),
    route("kledingbedrukking", "routes/service-page.tsx", { id: "service-kledingbedrukking" }),
    ...clothingPrintingAliases.map((path) =>
      route(path, "routes/service-page.tsx", { id: `service-alias-${path.replace("/", "-")}` }),
    ),
    route("borduren", "routes/service-page.tsx", { id: "service-borduren" }),
    route("voertuigbelettering", "routes/service-page.tsx", { id: "service-voertuigbelettering" }),
    route("stickers", "routes/service-page.tsx", { id: "service-stickers" }),
    route("spandoeken", "routes/service-page.tsx", { id: "service-spandoeken" }),
    route("werkkleding", "routes/werkkleding.tsx"),
    route("werkkleding/bestellen", "routes/werkkleding.bestellen.tsx"),
    // The withdrawal function for work-wear orders (docs/workwear.md, "Right of withdrawal").
    route("herroepen", "routes/herroepen.tsx"),
    route("particulieren", "routes/particulieren.tsx"),
    route("bedankt", "routes/bedankt.tsx"),
    route("offerte-met-prijs", "routes/offerte-met-prijs.tsx"),
    route("over-ons", "routes/over-ons.tsx"),
    route("reviews", "routes/reviews.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("blog", "routes/blog.tsx"),
    // Staff only: a post's draft exactly as its public page will show it.
    route("blog/voorbeeld/:key", "routes/blog-preview.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("algemene-voorwaarden", "routes/algemene-voorwaarden.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
