import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getAuth } from "~/lib/auth.server";
import { loadShell } from "~/lib/shell.server";
import { AppShell } from "~/ui/AppShell";
import { ErrorPage } from "~/ui/ErrorPage";

// Signed in, the not-found page keeps the console's shell (menu, tabs), so a deep link to a page
// the user may not open still leaves them somewhere they can go on from; signed out, it is bare.
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getAuth(request))) return data({ shell: null }, { status: 404 });
  try {
    const { shell } = await loadShell(request, { page: false });
    return data({ shell }, { status: 404 });
  } catch {
    // an expired session or an API that cannot be asked: the bare page still answers
    return data({ shell: null }, { status: 404 });
  }
}
export const meta: MetaFunction = () => [{ title: "404" }];

export default function NotFound() {
  const { shell } = useLoaderData<typeof loader>();
  return shell ? (
    <AppShell data={shell}>
      <ErrorPage status={404} />
    </AppShell>
  ) : (
    <ErrorPage status={404} />
  );
}
