import { describe, expect, it } from "vitest";
import { defaultSite, resolveSite } from "~/content/site";
import { getRetentionSettings, parseEnv } from "./env.server";

const errorOf = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("parseEnv accepted the environment");
};

describe("parseEnv", () => {
  it("gives the defaults for an empty environment, and the placeholder site", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", MIGRATIONS_DIR: "drizzle" });
    expect(env).toMatchObject({ SMTP_POOL_SIZE: 5, SHUTDOWN_TIMEOUT_MS: 10_000 });
    expect(resolveSite(env)).toEqual(defaultSite);
  });

  it("treats empty variables as unset", () => {
    expect(resolveSite(parseEnv({ SITE_URL: "", SITE_PHONE: "  ", SITE_KVK: "" }))).toEqual(defaultSite);
  });

  it("turns valid SITE_* variables into the site config", () => {
    const site = resolveSite(
      parseEnv({
        SITE_URL: "https://drukkerij.nl/",
        SITE_BRAND: " Drukkerij X ",
        SITE_PHONE: "076 123 4567",
        SITE_WHATSAPP: "+31 6 1234 5678",
        SITE_EMAIL: "info@drukkerij.nl",
        SITE_KVK: "12345678",
        SITE_TOUR_URL: "http://tour.drukkerij.nl/rondleiding",
      }),
    );
    expect(site).toMatchObject({
      url: "https://www.drukkerij.nl",
      brand: "Drukkerij X",
      phone: "076 123 4567",
      phoneDigits: "31761234567",
      whatsappDigits: "31612345678",
      email: "info@drukkerij.nl",
      kvk: "12345678",
      workshopTourUrl: "http://tour.drukkerij.nl/rondleiding",
    });
  });

  it.each([
    ["SITE_URL", "www.drukkerij.nl", "SITE_URL: must be an http(s) URL"],
    ["SITE_URL", "ftp://drukkerij.nl", "SITE_URL: must be an http(s) URL"],
    ["SITE_TOUR_URL", "javascript:alert(1)", "SITE_TOUR_URL: must be an http(s) URL"],
    ["SITE_EMAIL", "info(at)drukkerij.nl", "SITE_EMAIL: must be an e-mail address"],
    ["SHOP_EMAIL", "winkel", "SHOP_EMAIL: must be an e-mail address"],
    ["SITE_PHONE", "bel ons", "SITE_PHONE: must be a phone number"],
    ["SITE_WHATSAPP", "+31", "SITE_WHATSAPP: must be a phone number"],
    ["SITE_KVK", "1234567", "SITE_KVK: must be the 8 digits of a KvK number"],
    ["SITE_KVK", "KVK12345678", "SITE_KVK: must be the 8 digits of a KvK number"],
    ["PORT", "http", "PORT: must be a whole number of at least 1"],
    ["PORT", "70000", "PORT: must be a port number up to 65535"],
    ["TRUST_PROXY", "yes", "TRUST_PROXY: must be a whole number of at least 0"],
    ["LEAD_RATE_LIMIT_PER_MINUTE", "0", "LEAD_RATE_LIMIT_PER_MINUTE: must be a whole number of at least 1"],
    ["SMTP_POOL_SIZE", "0", "SMTP_POOL_SIZE: must be a whole number of at least 1"],
    ["SMTP_POOL_SIZE", "100", "SMTP_POOL_SIZE: must be at most 50 connections"],
    ["SHUTDOWN_TIMEOUT_MS", "10", "SHUTDOWN_TIMEOUT_MS: must be a whole number of at least 100"],
    ["META_PIXEL_ID", "fb-123456789", "META_PIXEL_ID: must be the digits of a Meta pixel id"],
    ["GTM_ID", "UA-12345-1", "GTM_ID: must be a Google Tag Manager id like GTM-AB12CD3"],
    ["GTM_ID", "GTM-ab12cd3", "GTM_ID: must be a Google Tag Manager id like GTM-AB12CD3"],
    ["S3_ENDPOINT", "minio:9000", "S3_ENDPOINT: must be an http(s) URL"],
    ["S3_FORCE_PATH_STYLE", "ja", "S3_FORCE_PATH_STYLE: must be true or false"],
    ["S3_ACCESS_KEY_ID", "AKIA", "S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID"],
    ["S3_SECRET_ACCESS_KEY", "geheim", "S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY"],
  ])("refuses %s=%s, naming the variable", (name, value, message) => {
    expect(errorOf({ [name]: value })).toContain(message);
  });

  it("accepts a Meta pixel id and a GTM id, and leaves both unset by default", () => {
    const env = parseEnv({});
    expect(env.META_PIXEL_ID).toBeUndefined();
    expect(env.GTM_ID).toBeUndefined();
    expect(parseEnv({ META_PIXEL_ID: " 1234567890123456 ", GTM_ID: "GTM-AB12CD3" })).toMatchObject({
      META_PIXEL_ID: "1234567890123456",
      GTM_ID: "GTM-AB12CD3",
    });
  });

  it("reads the S3 storage settings, with local disk (no bucket) by default", () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(parseEnv({})).toMatchObject({
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: false,
    });
    expect(
      parseEnv({
        S3_BUCKET: "drukkerij-bestanden",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "garage",
        S3_ACCESS_KEY_ID: "GK123",
        S3_SECRET_ACCESS_KEY: "s3cr3t",
        S3_FORCE_PATH_STYLE: "TRUE",
      }),
    ).toMatchObject({
      S3_BUCKET: "drukkerij-bestanden",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "garage",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(parseEnv({ S3_FORCE_PATH_STYLE: "0" }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it("reads the retention periods, with the issue's defaults", () => {
    expect(getRetentionSettings(parseEnv({}))).toEqual({
      spamDays: 30,
      mailBodyDays: 30,
      lostMonths: 24,
      wonMonths: 84,
      analyticsMonths: 13,
      batchSize: 500,
    });
    const env = parseEnv({
      RETENTION_SPAM_DAYS: "7",
      RETENTION_WON_MONTHS: "120",
      RETENTION_BATCH_SIZE: "50",
    });
    expect(getRetentionSettings(env)).toMatchObject({ spamDays: 7, wonMonths: 120, batchSize: 50 });
    const message = errorOf({ RETENTION_LOST_MONTHS: "0", RETENTION_MAIL_BODY_DAYS: "dertig" });
    expect(message).toContain("RETENTION_LOST_MONTHS: must be a whole number of at least 1");
    expect(message).toContain("RETENTION_MAIL_BODY_DAYS: must be a whole number of at least 1");
  });

  it("reads the backup schedule and rotation, nightly at 03:00 keeping 7 daily and 4 weekly by default", () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_TIME: "03:00", BACKUP_KEEP_DAILY: 7, BACKUP_KEEP_WEEKLY: 4 });
    expect(
      parseEnv({ BACKUP_TIME: " 23:15 ", BACKUP_KEEP_DAILY: "14", BACKUP_KEEP_WEEKLY: "0" }),
    ).toMatchObject({ BACKUP_TIME: "23:15", BACKUP_KEEP_DAILY: 14, BACKUP_KEEP_WEEKLY: 0 });
    expect(parseEnv({ BACKUP_TIME: "OFF" }).BACKUP_TIME).toBe("off");
    expect(errorOf({ BACKUP_TIME: "3 uur" })).toContain(
      'BACKUP_TIME: must be a time like 03:00 (24-hour clock) or "off"',
    );
    expect(errorOf({ BACKUP_TIME: "24:00" })).toContain("BACKUP_TIME:");
    expect(errorOf({ BACKUP_KEEP_DAILY: "0" })).toContain(
      "BACKUP_KEEP_DAILY: must be a whole number of at least 1",
    );
    expect(errorOf({ BACKUP_KEEP_WEEKLY: "-1" })).toContain("BACKUP_KEEP_WEEKLY:");
  });

  it("reads the opening hours and the reply promise, Monday-Friday 10:00-17:00, 2 and 24 business hours by default", () => {
    expect(parseEnv({})).toMatchObject({
      OPENING_HOURS: "ma-vr 10:00-17:00",
      REPLY_PROMISE_QUOTE_MINUTES: 120,
      REPLY_PROMISE_OTHER_MINUTES: 1440,
    });
    expect(parseEnv({ OPENING_HOURS: "ma-do 09:00-17:00, vr 09:00-12:00" }).OPENING_HOURS).toBe(
      "ma-do 09:00-17:00, vr 09:00-12:00",
    );
    expect(errorOf({ OPENING_HOURS: "maandag tot vrijdag" })).toContain(
      "OPENING_HOURS: must be opening hours",
    );
    expect(errorOf({ REPLY_PROMISE_QUOTE_MINUTES: "0" })).toContain("REPLY_PROMISE_QUOTE_MINUTES:");
  });

  it("lists every wrong variable at once and never echoes a value", () => {
    const message = errorOf({ SITE_URL: "geheim-1", SITE_KVK: "geheim-2" });
    expect(message).toMatch(/^Invalid environment variables:/);
    expect(message).toContain("SITE_URL:");
    expect(message).toContain("SITE_KVK:");
    expect(message).not.toContain("geheim");
  });
});
