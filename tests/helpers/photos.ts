// Photo-like test images: a gradient scene with shapes and a layer of sensor-like noise, saved as a phone would
// (a quality-92 JPEG with EXIF: camera, orientation and a GPS position). Not pure noise, which no camera makes
// and no encoder can shrink.
import sharp from "sharp";

export interface PhoneJpegOptions {
  width?: number;
  height?: number;
  /** EXIF orientation (6: the phone was held upright; the pixels are stored sideways). */
  orientation?: number;
  /** Hue of the scene, so several photos differ. */
  hue?: number;
  /** JPEG quality; 92 is a phone's, higher makes a bigger file of the same scene (bench/lib/proof-page.js). */
  quality?: number;
}

export async function phoneJpeg({
  width = 4000,
  height = 3000,
  orientation = 1,
  hue = 210,
  quality = 92,
}: PhoneJpegOptions = {}): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue} 70% 75%)"/><stop offset="1" stop-color="hsl(${hue + 40} 60% 90%)"/>
      </linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff3c4"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="400" height="300" fill="url(#sky)"/>
    <circle cx="300" cy="70" r="60" fill="url(#sun)"/>
    <path d="M0 210 Q100 170 200 200 T400 190 V300 H0 Z" fill="hsl(${hue + 120} 35% 40%)"/>
    <rect x="60" y="150" width="170" height="90" rx="10" fill="#f8fafc"/>
    <rect x="60" y="185" width="170" height="14" fill="hsl(${hue + 180} 75% 45%)"/>
    <circle cx="100" cy="242" r="16" fill="#1f2937"/><circle cx="195" cy="242" r="16" fill="#1f2937"/>
    <text x="80" y="175" font-family="sans-serif" font-size="18" font-weight="bold" fill="hsl(${hue + 180} 75% 35%)">DRUKKERIJ</text>
  </svg>`;
  // Fine sensor noise, and a coarser grain (noise at a quarter of the size, enlarged) that survives scaling
  // down to the web widths, as the texture of real surfaces does.
  const noiseLayer = (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: "cubic" })
      .png({ compressionLevel: 0 })
      .toBuffer();
  const [fine, coarse] = await Promise.all([
    noiseLayer(width, height, 24),
    noiseLayer(Math.round(width / 4), Math.round(height / 4), 40),
  ]);
  return sharp(Buffer.from(scene))
    .composite([
      { input: fine, blend: "soft-light" },
      { input: coarse, blend: "soft-light" },
    ])
    .removeAlpha()
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: "Telefoonmerk", Model: "Model 12", Software: "Camera 1.0" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 35/1 2/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "4/1 46/1 30/1",
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
