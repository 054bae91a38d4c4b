import { data, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/ui/ErrorPage";

export const loader = () => data(null, { status: 404 });
export const meta: MetaFunction = () => [{ title: "404" }];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
