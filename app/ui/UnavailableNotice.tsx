import { useT } from "~/lib/i18n";
import { Notice, Stack } from "./basic";

/** The API is out of reach: said inside the page, which keeps its frame and any open form. */
export function UnavailableNotice() {
  const { t } = useT();
  return (
    <Stack gap="200">
      <Notice tone="warning" title={t("error.unavailable.title")}>
        <p>{t("error.unavailable.body")}</p>
      </Notice>
      <div>
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a plain link: reloads the page from the server, with or without JavaScript */}
        <a href="">{t("error.retry")}</a>
      </div>
    </Stack>
  );
}
