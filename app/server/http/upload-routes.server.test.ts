import { describe, expect, it } from "vitest";
import { LEAD_UPLOAD } from "~/lib/leads/attachments";
import { MARKETING_UPLOAD } from "~/lib/marketing-files";
import { PORTFOLIO_UPLOAD } from "~/lib/portfolio";
import {
  largeFormLimit,
  STATEMENT_FORM_BYTES,
  pageRefusesOversized,
  QUOTE_EDITOR_FORM_BYTES,
  uploadBodyLimit,
} from "./upload-routes.server";
import { maxUploadBodyBytes } from "./upload.server";

describe("uploadBodyLimit", () => {
  it("lets a 50 MB marketing file through on its page and on the page's data request", () => {
    const limit = maxUploadBodyBytes(MARKETING_UPLOAD);
    expect(limit).toBeGreaterThan(50 * 1024 * 1024);
    expect(limit).toBeLessThan(51 * 1024 * 1024);
    expect(uploadBodyLimit("/employee-dashboard/bestanden")).toBe(limit);
    expect(uploadBodyLimit("/employee-dashboard/bestanden.data")).toBe(limit);
    expect(uploadBodyLimit("/employee-dashboard/bestanden/")).toBe(limit);
  });

  it("lets a 12 MP phone photo (and up to 25 MB) through on the portfolio page", () => {
    const limit = maxUploadBodyBytes(PORTFOLIO_UPLOAD);
    expect(limit).toBeGreaterThan(25 * 1024 * 1024);
    expect(limit).toBeLessThan(26 * 1024 * 1024);
    expect(uploadBodyLimit("/employee-dashboard/portfolio")).toBe(limit);
    expect(uploadBodyLimit("/employee-dashboard/portfolio.data")).toBe(limit);
    // The page's script sends the same uploads to its endpoint, which answers an oversized one itself.
    expect(uploadBodyLimit("/employee-dashboard/portfolio/upload")).toBe(limit);
    expect(pageRefusesOversized("/employee-dashboard/portfolio/upload")).toBe(true);
  });

  it("lets three 20 MB designs through on the two quote forms and the work-wear order", () => {
    const limit = maxUploadBodyBytes(LEAD_UPLOAD);
    expect(limit).toBeGreaterThan(60 * 1024 * 1024);
    expect(limit).toBeLessThan(61 * 1024 * 1024);
    expect(uploadBodyLimit("/api/offerte")).toBe(limit);
    expect(uploadBodyLimit("/api/snelle-offerte")).toBe(limit);
    expect(uploadBodyLimit("/api/werkkleding-bestelling")).toBe(limit);
  });

  it("keeps the small cap everywhere else", () => {
    for (const path of [
      "/",
      "/api/partner",
      "/api/afspraak",
      "/employee-dashboard",
      "/employee-dashboard/bestanden/x",
      "/auth",
    ])
      expect(uploadBodyLimit(path)).toBeNull();
  });
});

describe("pageRefusesOversized", () => {
  it("hands an oversized body to the staff upload pages, which show the limit at the file field", () => {
    for (const path of [
      "/employee-dashboard/bestanden",
      "/employee-dashboard/bestanden.data",
      "/employee-dashboard/portfolio",
      "/employee-dashboard/portfolio.data",
    ])
      expect(pageRefusesOversized(path), path).toBe(true);
  });

  it("keeps the early plain 413 for the lead forms and every other path", () => {
    for (const path of ["/api/offerte", "/api/snelle-offerte", "/api/werkkleding-bestelling", "/", "/auth"])
      expect(pageRefusesOversized(path), path).toBe(false);
  });
});

describe("largeFormLimit", () => {
  it("gives the quote editor its own cap, and no other path", () => {
    const id = "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
    expect(largeFormLimit(`/employee-dashboard/offertes/${id}`)).toBe(QUOTE_EDITOR_FORM_BYTES);
    expect(largeFormLimit(`/employee-dashboard/offertes/${id}.data`)).toBe(QUOTE_EDITOR_FORM_BYTES);
    for (const path of ["/employee-dashboard/offertes", "/api/offerte", `/offerte/${id}`, "/"])
      expect(largeFormLimit(path), path).toBeNull();
  });

  it("lets a bank statement of up to 5 MB reach the receivables page, and only that page", () => {
    expect(largeFormLimit("/employee-dashboard/debiteuren")).toBe(STATEMENT_FORM_BYTES);
    expect(largeFormLimit("/employee-dashboard/debiteuren.data")).toBe(STATEMENT_FORM_BYTES);
    expect(STATEMENT_FORM_BYTES).toBeGreaterThan(5 * 1024 * 1024);
    expect(largeFormLimit("/employee-dashboard/debiteuren/x")).toBeNull();
  });
});
