/** A console screen's `meta`: the document's title is the one its loader answered. */
export const titleMeta = ({ loaderData }: { loaderData?: { title?: string } }) => [
  { title: loaderData?.title ?? "" },
];
