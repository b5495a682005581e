/** The look of stored rich text (notices, resources, answers): the public pages and the console's notice preview share it. */
export const RICH_TEXT_CLASS =
  'rich-text max-w-none leading-7 text-gray-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-bold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-3 [&_table]:my-4 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc';
