import { INBOX_KINDS } from "../../../../shared/submissions/inbox";
import { REPLY_PURPOSES, templatesListBody } from "../../../../shared/submissions/replies";
import { formatDate } from "../../../lib/format";
import { ChoiceFilter } from "../../components/list-parts";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";
import { choices } from "../../../components/ui/form-controls";

const templates = listRoute({
  call: "/inbox/templates/list",
  body: templatesListBody,
  filters: ["search", "kind", "purpose"],
  title: "inbox.templates.title",
  base: "/staff/inbox/templates",
});

export const loader = templates.loader;
export const meta = titleMeta;

/** /staff/inbox/templates: the reply templates (hr, care), searchable, by kind and use. */
export default templates.screen(({ t, lang, col, link }) => {
  const purpose = (p: (typeof REPLY_PURPOSES)[number]) => t(`inbox.templates.purposes.${p}`);
  return {
    create: t("inbox.templates.new"),
    intro: <p className="text-gray-700">{t("inbox.templates.intro")}</p>,
    columns: [
      col("name", t("inbox.templates.name"), (r) => link(r, r.name)),
      col("kind", t("inbox.templates.kind"), (r) =>
        r.kind ? t(`inbox.kinds.${r.kind}`) : t("inbox.templates.anyKind"),
      ),
      col("purpose", t("inbox.templates.purpose"), (r) => purpose(r.purpose)),
      col("subject", t("inbox.templates.subject"), (r) => (
        <span lang={r.subject[lang] ? lang : "ar"} dir="auto">
          {r.subject[lang] || r.subject.ar}
        </span>
      )),
      col(
        "updated",
        t("inbox.templates.updated"),
        (r) => `${formatDate(r.updated_at, lang)}${r.updated_by ? ` · ${r.updated_by}` : ""}`,
      ),
    ],
    search: t("inbox.templates.search"),
    filters: (
      <>
        <ChoiceFilter
          name="kind"
          label={t("inbox.templates.kind")}
          choices={[
            { value: "any", label: t("inbox.templates.anyKind") },
            ...choices(INBOX_KINDS, (k) => t(`inbox.kinds.${k}`)),
          ]}
        />
        <ChoiceFilter
          name="purpose"
          label={t("inbox.templates.purpose")}
          choices={choices(REPLY_PURPOSES, purpose)}
        />
      </>
    ),
    empty: t("inbox.templates.empty"),
    noMatch: t("inbox.templates.noMatch"),
  };
});
