// The header's two icons as plain SVG. They are the only icons in the JavaScript every page loads; through
// lucide-react they would bring its 1.5 KB icon runtime along. Paths from Lucide (ISC licence).

const svgProps = {
  xmlns: "http://www.w3.org/2000/svg",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export function PhoneIcon({ className }: { className?: string }) {
  return (
    <svg {...svgProps} width={24} height={24} className={className}>
      <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />
    </svg>
  );
}

export function MenuIcon({ className }: { className?: string }) {
  return (
    <svg {...svgProps} width={24} height={24} className={className}>
      <path d="M4 5h16M4 12h16M4 19h16" />
    </svg>
  );
}
