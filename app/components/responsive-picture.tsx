// A photo as <picture>: AVIF and WebP sources with srcset + sizes (the browser picks the smallest that fills
// the slot), a JPEG <img> fallback with width and height (the space is reserved: no layout shift). `priority`
// marks the first visible image (eager, fetchpriority high, the page's LCP); the rest load lazily. A static
// image (the illustrated seed projects, SVG) is a plain <img>.
import type { PhotoView } from "~/lib/portfolio";
import { cn } from "~/lib/cn";

export function ResponsivePicture({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: PhotoView;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const img = (
    <img
      src={photo.src}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={cn("h-auto w-full", className)}
    />
  );
  if (!photo.avifSrcSet && !photo.webpSrcSet) return img;
  return (
    <picture>
      {photo.avifSrcSet ? <source type="image/avif" srcSet={photo.avifSrcSet} sizes={sizes} /> : null}
      {photo.webpSrcSet ? <source type="image/webp" srcSet={photo.webpSrcSet} sizes={sizes} /> : null}
      {img}
    </picture>
  );
}
