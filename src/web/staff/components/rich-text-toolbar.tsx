import { type Editor } from "@tiptap/react";
import { useState } from "react";
import { Button, Toolbar } from "react-aria-components";
import { isSafeHref, videoEmbedUrl } from "../../../shared/content/rich-text";
import { type Lang } from "../../../shared/i18n";
import { altIn } from "../../../shared/media/media-ref";
import { useT } from "../../lib/i18n";
import { primaryButton, secondaryButton } from "./buttons";
import { Field } from "./field";
import { MediaPickerDialog } from "./media-picker";
import { ShownDialog } from "./staff-dialog";

/** The rich text editor's toolbar: marks, blocks, links, pictures from the library, videos, tables. */

const toolButton =
  "inline-flex min-h-10 min-w-10 items-center justify-center rounded border border-gray-300 bg-white px-2 text-sm font-bold text-brand-900 hover:bg-brand-50 data-[pressed=true]:bg-brand-700 data-[pressed=true]:text-white aria-pressed:bg-brand-700 aria-pressed:text-white disabled:opacity-50";

/** Small line icons of the toolbar (no emoji: not every system has the font). */
const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);
const ICONS = {
  link: icon(
    "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  ),
  image: icon("M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01"),
  video: icon("M4 6h16v12H4zM10 9l5 3-5 3z"),
  table: icon("M4 5h16v14H4zM4 10h16M4 15h16M10 5v14M15 5v14"),
};

type Prompt = { kind: "link" | "video"; initial: string } | null;

export function EditorToolbar({ editor, lang }: { editor: Editor; lang: Lang }) {
  const t = useT();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [picking, setPicking] = useState(false);
  const chain = () => editor.chain().focus();
  const mark = (name: string, label: string, run: () => void, glyph: React.ReactNode) => (
    <Button
      key={name}
      aria-label={label}
      aria-pressed={editor.isActive(name)}
      className={toolButton}
      onPress={run}
    >
      {glyph}
    </Button>
  );
  const heading = (level: 2 | 3) => (
    <Button
      aria-label={t(`editorial.editor.heading${level}`)}
      aria-pressed={editor.isActive("heading", { level })}
      className={toolButton}
      onPress={() => chain().toggleHeading({ level }).run()}
    >
      {`H${level}`}
    </Button>
  );
  /** Undo or redo, off when there is nothing to take back or do again. */
  const history = (step: "undo" | "redo", glyph: string) => (
    <Button
      aria-label={t(`editorial.editor.${step}`)}
      className={toolButton}
      isDisabled={!editor.can()[step]()}
      onPress={() => chain()[step]().run()}
    >
      <span aria-hidden="true" className="rtl:-scale-x-100">
        {glyph}
      </span>
    </Button>
  );
  const inTable = editor.isActive("table");
  return (
    <>
      <Toolbar
        aria-label={t("editorial.editor.toolbar")}
        className="flex flex-wrap gap-1 rounded-t-md border border-gray-400 bg-gray-50 p-1"
      >
        <Button
          aria-label={t("editorial.editor.paragraph")}
          aria-pressed={editor.isActive("paragraph")}
          className={toolButton}
          onPress={() => chain().setParagraph().run()}
        >
          ¶
        </Button>
        {heading(2)}
        {heading(3)}
        {mark("bold", t("editorial.editor.bold"), () => chain().toggleBold().run(), <b>B</b>)}
        {mark("italic", t("editorial.editor.italic"), () => chain().toggleItalic().run(), <i>I</i>)}
        {mark(
          "underline",
          t("editorial.editor.underline"),
          () => chain().toggleUnderline().run(),
          <u>U</u>,
        )}
        {mark(
          "bulletList",
          t("editorial.editor.bulletList"),
          () => chain().toggleBulletList().run(),
          "•≡",
        )}
        {mark(
          "orderedList",
          t("editorial.editor.orderedList"),
          () => chain().toggleOrderedList().run(),
          "1≡",
        )}
        {mark(
          "blockquote",
          t("editorial.editor.quote"),
          () => chain().toggleBlockquote().run(),
          "❝",
        )}
        <Button
          aria-label={t("editorial.editor.link")}
          aria-pressed={editor.isActive("link")}
          className={toolButton}
          onPress={() =>
            setPrompt({ kind: "link", initial: String(editor.getAttributes("link").href ?? "") })
          }
        >
          {ICONS.link}
        </Button>
        <Button
          aria-label={t("editorial.editor.image")}
          className={toolButton}
          onPress={() => setPicking(true)}
        >
          {ICONS.image}
        </Button>
        <Button
          aria-label={t("editorial.editor.video")}
          className={toolButton}
          onPress={() => setPrompt({ kind: "video", initial: "" })}
        >
          {ICONS.video}
        </Button>
        <Button
          aria-label={t("editorial.editor.table")}
          className={toolButton}
          onPress={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          {ICONS.table}
        </Button>
        {inTable ? (
          <>
            <Button className={toolButton} onPress={() => chain().addRowAfter().run()}>
              {t("editorial.editor.tableRow")}
            </Button>
            <Button className={toolButton} onPress={() => chain().addColumnAfter().run()}>
              {t("editorial.editor.tableColumn")}
            </Button>
            <Button className={toolButton} onPress={() => chain().deleteTable().run()}>
              {t("editorial.editor.tableDelete")}
            </Button>
          </>
        ) : null}
        {history("undo", "↶")}
        {history("redo", "↷")}
      </Toolbar>
      {prompt ? (
        <AddressDialog
          title={prompt.kind === "link" ? t("editorial.editor.link") : t("editorial.editor.video")}
          label={
            prompt.kind === "link"
              ? t("editorial.editor.linkPrompt")
              : t("editorial.editor.videoPrompt")
          }
          initial={prompt.initial}
          invalidText={
            prompt.kind === "link" ? t("editorial.editor.linkBad") : t("editorial.editor.videoBad")
          }
          check={prompt.kind === "link" ? isSafeHref : (v) => videoEmbedUrl(v) !== null}
          onRemove={
            prompt.kind === "link" && prompt.initial
              ? () => chain().extendMarkRange("link").unsetLink().run()
              : undefined
          }
          onClose={() => setPrompt(null)}
          onSubmit={(v) => {
            if (prompt.kind === "link") chain().extendMarkRange("link").setLink({ href: v }).run();
            else
              chain()
                .insertContent({ type: "video", attrs: { src: v } })
                .run();
          }}
        />
      ) : null}
      {picking ? (
        <MediaPickerDialog
          current={null}
          altLangs={[lang]}
          maxMb={20}
          onClose={() => setPicking(false)}
          onPick={(item) => {
            setPicking(false);
            chain()
              .setImage({ src: item.ref.src, alt: altIn(item.ref, lang) })
              .run();
          }}
        />
      ) : null}
    </>
  );
}

/** Asks for an address (a link, a video) and checks it before it enters the text. */
function AddressDialog({
  title,
  label,
  initial,
  invalidText,
  check,
  onSubmit,
  onRemove,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  invalidText: string;
  check: (v: string) => boolean;
  onSubmit: (v: string) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const [value, setValue] = useState(initial);
  const [bad, setBad] = useState(false);
  return (
    <ShownDialog onClose={onClose} title={title}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          const v = value.trim();
          if (!check(v)) return setBad(true);
          onSubmit(v);
          onClose();
        }}
      >
        <Field
          label={label}
          error={bad ? invalidText : undefined}
          dir="ltr"
          type="url"
          inputMode="url"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setBad(false);
          }}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton}>
            {t("staff.ui.save")}
          </button>
          {onRemove ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                onRemove();
                onClose();
              }}
            >
              {t("editorial.editor.linkRemove")}
            </button>
          ) : null}
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t("staff.ui.cancel")}
          </button>
        </div>
      </form>
    </ShownDialog>
  );
}
