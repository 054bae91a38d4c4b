import { useLocation } from "@remix-run/react";
import { Card } from "./Card";
import { useT } from "~/lib/i18n";
import { routeForPath } from "~/lib/route-tree";
import { ButtonLink, Notice, Stack } from "./basic";
import { ENHANCE } from "./enhance";
import { PageShell } from "./PageShell";

const MESSAGE_KEYS: Record<string, string> = {
  "api-unavailable": "error.unavailable.body",
  forbidden: "error.forbidden",
  "cross-site-refused": "error.crossSite",
};

/** What a person sees when a page cannot be shown: never a blank page or a stack trace. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  if (status === 404) {
    return (
      <PageShell narrow title={t("error.notFound.title")}>
        <Card>
          <Stack gap="400">
            <p className="console-text">{t("error.notFound.body")}</p>
            <div>
              <ButtonLink url="/dashboard/welcome">{t("error.backHome")}</ButtonLink>
            </div>
          </Stack>
        </Card>
      </PageShell>
    );
  }
  if (status === 403) {
    // said once, with the way back: a form the user may not use opens over its list, which stays
    const route = routeForPath(pathname);
    const back =
      route && route.fullPath !== pathname
        ? { url: route.fullPath + search, label: t("error.backToList") }
        : { url: "/dashboard/welcome", label: t("error.backHome") };
    return (
      <div data-testid="forbidden">
        <Notice tone="warning" title={t("error.forbidden.title")}>
          <Stack gap="200">
            <p>{t("error.forbidden.body")}</p>
            <p>
              <a href={back.url} {...ENHANCE}>
                {back.label}
              </a>
            </p>
          </Stack>
        </Notice>
      </div>
    );
  }
  const unavailable = status === 503 || message === "api-unavailable";
  const title = unavailable ? t("error.unavailable.title") : t("error.generic");
  return (
    <PageShell narrow title={title}>
      <Stack gap="400">
        <Notice tone={unavailable ? "warning" : "critical"} title={title}>
          <p>
            {message && MESSAGE_KEYS[message] ? t(MESSAGE_KEYS[message]) : unavailable ? t("error.unavailable.body") : t("error.generic")}
          </p>
        </Notice>
        <div>
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a plain link: reloads the page from the server, with or without JavaScript */}
          <a href="">{t("error.retry")}</a>
        </div>
      </Stack>
    </PageShell>
  );
}
