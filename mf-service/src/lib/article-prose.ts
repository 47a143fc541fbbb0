/**
 * A help article's written-page spacing and markers, applied inside the article only (the shell's
 * reset strips list bullets and table spacing everywhere else on purpose). The help centre and the
 * back office's preview use the same, so the preview looks like the page.
 */
export const ARTICLE_PROSE = [
  '[&>*+*]:mt-4 [&_:is(h2,h3,h4)]:font-semibold [&_:is(h2,h3,h4)]:text-slate-900 [&_h2]:mt-8 [&_h2]:text-lg [&_:is(h3,h4)]:mt-6 [&_:is(h3,h4)]:text-base',
  '[&_:is(ul,ol)]:pl-6 [&_ul]:list-disc [&_ol]:list-decimal [&_li+li]:mt-1.5 [&_a]:text-rose-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-rose-800',
  '[&_table]:w-full [&_table]:border-collapse [&_:is(th,td)]:border [&_:is(th,td)]:border-slate-200 [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-2 [&_:is(th,td)]:text-left [&_th]:bg-slate-50 [&_th]:font-medium',
  '[&_img]:max-w-full [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600',
].join(' ');
