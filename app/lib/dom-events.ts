// Which clicks the page may take over: a link's new tab, new window or download stays the browser's.

export type ClickKeys = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/** A left click without modifier keys (a React or a native event). */
export function isPlainLeftClick(event: ClickKeys): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
