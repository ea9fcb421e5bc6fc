import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * A form of this page is being sent: from the submit until the page's data is reloaded after it (the
 * action's redirect included). Until then the page still shows the old state (a note box not yet emptied),
 * so a button pressed again in that time would send the same thing twice. For `<Button busy>`.
 */
export function useSending(): boolean {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" && navigation.formMethod !== undefined && navigation.formMethod !== "GET"
  );
}

/**
 * Calls `done` once a form of this page sent with `intent` has finished: the action answered and the page's
 * data is reloaded. Where the page stays mounted, that is the moment to reset a form or put focus back.
 */
export function useSubmitFinished(intent: string, done: () => void): void {
  const navigation = useNavigation();
  const sending = navigation.formData?.get("intent") === intent;
  const wasSending = useRef(false);
  // Runs after every render (`done` is new each time), but calls `done` only on the step from sending to not.
  useEffect(() => {
    if (wasSending.current && !sending) done();
    wasSending.current = sending;
  }, [sending, done]);
}
