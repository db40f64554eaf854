import { Node, mergeAttributes } from "@tiptap/core";
import { TableKit } from "@tiptap/extension-table";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import { type RichDoc } from "../../../shared/content/rich-text";
import { dirOf, type Lang } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";
import { EditorToolbar } from "./rich-text-toolbar";

/**
 * A YouTube or Vimeo link inside the text: the editor shows the address, the server embeds the
 * player (`server/lib/rich-text-html.ts`). Its name and attribute match the allowlist.
 */
const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  addAttributes: () => ({ src: { default: null } }),
  parseHTML: () => [{ tag: "div[data-video]" }],
  renderHTML: ({ HTMLAttributes }) => [
    "div",
    mergeAttributes({
      "data-video": "",
      class: "rounded border border-gray-400 bg-gray-100 p-3 font-mono text-sm",
      dir: "ltr",
    }),
    `▶ ${String(HTMLAttributes.src ?? "")}`,
  ],
});

/** The editor's extensions: exactly the nodes and marks of the server's allowlist. */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ["mailto", "tel"],
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  TableKit.configure({ table: { resizable: false } }),
  Image.configure({ inline: false }),
  Video,
];

type RichTextEditorProps = {
  value: RichDoc;
  onChange: (doc: RichDoc) => void;
  /** The language of the text: the editor's `lang` and explicit direction (never the UI's). */
  lang: Lang;
  /** The id of the element naming the editor. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
};

/**
 * Rich text in one language (Tiptap 3): headings, lists, links, bold/italic/underline, quotes,
 * tables, pictures from the media library and video links, written with the language's own
 * direction. The document is what the server checks against its allowlist and renders.
 */
export function RichTextEditor({
  value,
  onChange,
  lang,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const t = useT();
  const dir = dirOf(lang);
  const editor = useEditor({
    extensions,
    content: value,
    textDirection: dir,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        lang,
        dir,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class:
          "rich-text min-h-48 rounded-b-md border border-t-0 border-gray-400 bg-white p-3 focus:outline-2 focus:outline-brand-700",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as RichDoc),
  });
  // The form was reset (a reload, a restored revision): show its document.
  useEffect(() => {
    if (editor && JSON.stringify(editor.getJSON()) !== JSON.stringify(value))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor)
    return (
      <div
        className="min-h-48 rounded-md border border-gray-400 p-3 text-gray-700"
        lang={lang}
        dir={dir}
      >
        {t("editorial.editor.loading")}
      </div>
    );
  return (
    <div>
      <EditorToolbar editor={editor} lang={lang} />
      <EditorContent editor={editor} />
    </div>
  );
}
