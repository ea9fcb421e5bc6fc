// The brand mark: a printed square with a cut line, drawn inline so it costs no request and never shifts.
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="8" fill="#e11d48" />
      <path
        d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H9"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M19.5 23h4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
