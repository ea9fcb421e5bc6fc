import { describe, expect, it } from "vitest";
import { checkAttachments, formatFileSize, isPreviewableImage, MAX_ATTACHMENT_BYTES } from "./attachments";
import { errorForCode } from "./registry";

describe("attachments a visitor sends", () => {
  it("accepts up to three designs of the kinds the shop prints from", () => {
    expect(
      checkAttachments([
        { name: "logo.PNG", size: 1000 },
        { name: "ontwerp.ai", size: MAX_ATTACHMENT_BYTES },
        { name: "bus.eps", size: 5 },
      ]),
    ).toBeNull();
    // An empty file input arrives as one nameless, empty file.
    expect(checkAttachments([{ name: "", size: 0 }])).toBeNull();
  });

  it("names the file that does not fit, in Dutch", () => {
    expect(checkAttachments([{ name: "virus.exe", size: 10 }])).toEqual({
      code: "bestand",
      title: "Bestandstype niet toegestaan",
      description:
        "‘virus.exe’ is geen PNG, JPG, SVG, PDF, AI of EPS. Stuur je logo of ontwerp in een van die formaten.",
    });
    expect(checkAttachments([{ name: "zonder-extensie", size: 10 }])?.title).toBe(
      "Bestandstype niet toegestaan",
    );
    expect(checkAttachments([{ name: "groot.pdf", size: MAX_ATTACHMENT_BYTES + 1 }])).toMatchObject({
      title: "Bestand te groot",
      description: expect.stringContaining("‘groot.pdf’ is groter dan 20 MB"),
    });
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, size: 1 }));
    expect(checkAttachments(four)).toMatchObject({
      title: "Te veel bestanden",
      description: "Je kunt maximaal 3 bestanden meesturen.",
    });
  });

  it("has a message for a refused file sent without JavaScript", () => {
    expect(errorForCode("quick", "bestand", "076")).toEqual({
      code: "bestand",
      title: "Bestand niet geaccepteerd",
      description:
        "Er is niets verstuurd. Kies opnieuw een bestand. Logo of ontwerp: PNG, JPG, SVG, PDF, AI of EPS, maximaal 3 bestanden van 20 MB.",
    });
  });

  it("previews only raster images; SVG and PDF can carry code", () => {
    expect(isPreviewableImage("image/png")).toBe(true);
    expect(isPreviewableImage("image/jpeg")).toBe(true);
    expect(isPreviewableImage("image/svg+xml")).toBe(false);
    expect(isPreviewableImage("application/pdf")).toBe(false);
  });

  it("writes sizes the Dutch way", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(12 * 1024)).toBe("12 KB");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1,5 MB");
    expect(formatFileSize(20 * 1024 * 1024)).toBe("20 MB");
  });
});
