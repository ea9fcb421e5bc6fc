// How the footer's "Cookie-instellingen" button (server markup) reaches the lazily loaded consent banner: the
// delegated click handler of components/server-markup-actions.tsx dispatches a window event the banner listens
// for. Apart from lib/consent.ts because every public page loads this and only some load the banner.

/** `data-action` of the footer button. */
export const COOKIE_SETTINGS_ACTION = "cookie-settings";

/** Window event that reopens the consent choice. */
export const OPEN_COOKIE_SETTINGS_EVENT = "cookie-settings:open";
