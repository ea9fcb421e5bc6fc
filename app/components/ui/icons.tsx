// The site's icons: lucide shapes painted as CSS masks (the `.i` rule of app.css and the `i-*` utilities of
// app/styles/lucide-masks.ts). An icon is one empty <span> in the markup instead of ~400 bytes of SVG, and no
// icon paths travel in the JavaScript. Each icon names its class literally, so Tailwind finds it here and the
// stylesheet carries exactly these icons. An empty span has no content for assistive technology, so decorative
// icons need no aria-hidden; an icon that carries meaning sits next to a text or an sr-only label.

export type IconComponent = (props: { className?: string }) => React.JSX.Element;

function maskIcon(iconClass: `i-${string}`): IconComponent {
  function MaskIcon({ className }: { className?: string }) {
    return <span className={className ? `i ${iconClass} ${className}` : `i ${iconClass}`} />;
  }
  return MaskIcon;
}

export const ArrowLeft = maskIcon("i-arrow-left");
export const ArrowRight = maskIcon("i-arrow-right");
export const BadgeCheck = maskIcon("i-badge-check");
export const BadgeEuro = maskIcon("i-badge-euro");
export const BadgePercent = maskIcon("i-badge-percent");
export const Building2 = maskIcon("i-building-complex");
export const Cake = maskIcon("i-cake");
export const CalendarDays = maskIcon("i-calendar-days");
export const Car = maskIcon("i-car");
export const Check = maskIcon("i-check");
export const ChevronDown = maskIcon("i-chevron-down");
export const ChevronRight = maskIcon("i-chevron-right");
export const CircleCheck = maskIcon("i-circle-check");
export const Clock = maskIcon("i-clock");
export const Crown = maskIcon("i-crown");
export const Download = maskIcon("i-download");
export const ExternalLink = maskIcon("i-external-link");
export const FileDown = maskIcon("i-file-down");
export const FileText = maskIcon("i-file-text");
export const Gift = maskIcon("i-gift");
export const Hammer = maskIcon("i-hammer");
export const Handshake = maskIcon("i-handshake");
export const HardHat = maskIcon("i-hard-hat");
export const HeartHandshake = maskIcon("i-heart-handshake");
export const House = maskIcon("i-house");
export const Info = maskIcon("i-info");
export const Mail = maskIcon("i-mail");
export const MapPin = maskIcon("i-map-pin");
export const Menu = maskIcon("i-menu");
export const MessageCircle = maskIcon("i-message-circle");
export const Navigation = maskIcon("i-navigation");
export const Palette = maskIcon("i-palette");
export const PartyPopper = maskIcon("i-party-popper");
export const PenTool = maskIcon("i-pen-tool");
export const Phone = maskIcon("i-phone");
export const Printer = maskIcon("i-printer");
export const Ruler = maskIcon("i-ruler");
export const Scissors = maskIcon("i-scissors");
export const SearchX = maskIcon("i-search-x");
export const ShieldCheck = maskIcon("i-shield-check");
export const Shirt = maskIcon("i-shirt");
export const ShoppingBag = maskIcon("i-shopping-bag");
export const Spool = maskIcon("i-spool");
export const Star = maskIcon("i-star");
export const StarFilled = maskIcon("i-star-filled");
export const Sticker = maskIcon("i-sticker");
export const Tent = maskIcon("i-tent");
export const Trash = maskIcon("i-trash");
export const TriangleAlert = maskIcon("i-triangle-exclamation-point");
export const Trophy = maskIcon("i-trophy");
export const Truck = maskIcon("i-truck");
export const User = maskIcon("i-user");
export const Users = maskIcon("i-users");
export const Wallet = maskIcon("i-wallet");
export const Wrench = maskIcon("i-wrench");
export const X = maskIcon("i-x");
export const Zap = maskIcon("i-zap");
