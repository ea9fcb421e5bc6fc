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
