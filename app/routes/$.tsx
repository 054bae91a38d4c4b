import { redirect } from "@remix-run/node";

// Any unmatched path goes to the not-found page (spec section 2, General).
export const loader = () => redirect("/error/404");
export const action = loader;
