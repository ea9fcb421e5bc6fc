// Google Maps embed that loads only when the visitor asks for it: until then no request goes to Google
// (privacy, DESIGN.md) and a static placeholder of the same size keeps the layout still.
import { MapPin } from "~/components/ui/icons";
import { useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { mapsEmbedUrl, mapsPlaceUrl } from "~/lib/contact-links";

export function MapEmbed({ address }: { address: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative h-80 w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
      {loaded ? (
        <iframe
          title={`Kaart: ${address}`}
          src={mapsEmbedUrl(address)}
          className="absolute inset-0 size-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div data-testid="map-placeholder" className="absolute inset-0">
          {/* A drawn street grid stands in for the map: zero requests, fixed size. */}
          <svg className="absolute inset-0 size-full" aria-hidden="true" focusable="false">
            <defs>
              <pattern id="map-grid" width="64" height="64" patternUnits="userSpaceOnUse">
                <path d="M0 32h64M32 0v64" stroke="#e2e8f0" strokeWidth="10" />
                <path d="M0 0l64 64" stroke="#e2e8f0" strokeWidth="4" />
              </pattern>
            </defs>
            <rect width="100%" height="100%" fill="#f1f5f9" />
            <rect width="100%" height="100%" fill="url(#map-grid)" />
          </svg>
          <div className="relative flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg">
              <MapPin className="size-6" />
            </span>
            <p className="rounded-lg bg-white/90 px-3 py-1 font-semibold text-ink">{address}</p>
            {/* Without scripts the button could not load the map: the link shows it on Google Maps instead. */}
            <Button
              type="button"
              variant="secondary"
              className="[@media(scripting:none)]:hidden"
              onClick={() => setLoaded(true)}
            >
              Kaart laden
            </Button>
            <a
              href={mapsPlaceUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({
                variant: "secondary",
                className: "hidden [@media(scripting:none)]:inline-flex",
              })}
            >
              Kaart bekijken op Google Maps<span className="sr-only"> (opent in een nieuw venster)</span>
            </a>
            <p className="max-w-xs rounded-lg bg-white/90 px-3 py-1 text-xs text-slate-700">
              De kaart wordt geladen via Google Maps; daarbij deel je gegevens met Google.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
