// The product's mark, drawn inline: as an image, an SVG is a whole document the page's main
// thread builds (about 30 ms of a fast CPU, 4× that on a phone) while the visitor waits to type
// (ADR 0054). The favicon, public/logo.png, is this drawing rendered at 64 px.
export function Logo({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#3f51b5" />
      <path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="#ffd54f" />
    </svg>
  );
}
