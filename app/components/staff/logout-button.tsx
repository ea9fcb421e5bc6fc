import { Form } from "react-router";
import { Button } from "~/components/ui/button";

export function LogoutButton() {
  return (
    <Form method="post" action="/auth/logout">
      <Button type="submit" variant="outline" size="sm">
        Uitloggen
      </Button>
    </Form>
  );
}
