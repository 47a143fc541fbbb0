import { z } from 'zod';
import { isoTime, listOf, pageOf, recordId } from './answer-fields';
import { bodyIdField, idField, pagingFields } from './field-rules';

/**
 * The help centre: categories and articles in both languages, the search over them, and the back
 * office's calls to edit them. Article content is HTML the server sanitises when it is saved
 * (clients sanitise it again before showing it); everything else is plain text.
 */

/** Characters of a help search (after trimming). */
export const HELP_SEARCH_MAX_LENGTH = 40;
/** Characters of an article's content, as HTML. */
export const HELP_CONTENT_MAX_LENGTH = 50_000;
/** An article's or category's place in its list: smaller first. */
export const HELP_SORT_MAX = 9_999;

/** page/view?id */
export const helpViewQuery = z.object({ id: idField });
export type HelpViewQuery = z.infer<typeof helpViewQuery>;

/** page/search?q&page&size: `q` is looked for in the titles and the text of the request language's articles. */
export const helpSearchQuery = z.object({
  q: z.string().trim().min(1, { error: 'field_required' }).max(HELP_SEARCH_MAX_LENGTH),
  ...pagingFields(10, 50),
});
export type HelpSearchQuery = z.infer<typeof helpSearchQuery>;

/** An article named in a list or a link: its id and title in the request's language. */
export const helpArticleLink = z.object({ id: recordId, title: z.string() });
export type HelpArticleLink = z.infer<typeof helpArticleLink>;

/** A category as the help centre shows it: its name and its published articles, in order. */
export const helpCategory = z.object({ id: recordId, name: z.string(), articles: z.array(helpArticleLink) });
export type HelpCategory = z.infer<typeof helpCategory>;

/** page/index: every category in order, each with its published articles (empty categories included). */
export const helpIndexAnswer = listOf(helpCategory);
export type HelpIndexAnswer = z.infer<typeof helpIndexAnswer>;

const categoryRef = z.object({ id: recordId, name: z.string() });

/**
 * page/view: one published article in the request's language. `previous` and `next` are its
 * neighbours in the help centre's reading order (categories in order, then each one's articles),
 * null at either end.
 */
export const helpArticle = z.object({
  id: recordId,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  category: categoryRef,
  updated_at: isoTime,
  previous: helpArticleLink.nullable(),
  next: helpArticleLink.nullable(),
});
export type HelpArticle = z.infer<typeof helpArticle>;

/** One search result: `excerpt` is plain text around the first match in the article's text (its start when only the title matched). */
export const helpSearchHit = z.object({ id: recordId, title: z.string(), category: categoryRef, excerpt: z.string() });
export type HelpSearchHit = z.infer<typeof helpSearchHit>;

/** page/search: one page of matching published articles, those matching in the title first. */
export const helpSearchAnswer = pageOf(helpSearchHit);
export type HelpSearchAnswer = z.infer<typeof helpSearchAnswer>;

// The back office's calls (administrators only).

const sortField = z.number().int().min(0).max(HELP_SORT_MAX).default(0);

/** One language of an article: `content` may hold several lines of HTML. */
const articleText = (titleMax: number) =>
  z.object({
    title: z.string().trim().min(1).max(titleMax),
    content: z.string().max(HELP_CONTENT_MAX_LENGTH, { error: 'help_content_too_long' }).default(''),
  });

/** admin/page/save: without `id` a new article, with it an edit. Content is sanitised before it is stored. */
export const helpArticleSaveBody = z.object({
  id: bodyIdField.optional(),
  category_id: bodyIdField,
  zh: articleText(80),
  en: articleText(120),
  sort: sortField,
  published: z.boolean().default(true),
});
export type HelpArticleSaveBody = z.infer<typeof helpArticleSaveBody>;

/** admin/page/category/save: without `id` a new category, with it an edit. */
export const helpCategorySaveBody = z.object({
  id: bodyIdField.optional(),
  name: z.object({ zh: z.string().trim().min(1).max(40), en: z.string().trim().min(1).max(60) }),
  sort: sortField,
});
export type HelpCategorySaveBody = z.infer<typeof helpCategorySaveBody>;

/** admin/page/delete and admin/page/category/delete. */
export const helpIdBody = z.object({ id: bodyIdField });
export type HelpIdBody = z.infer<typeof helpIdBody>;

const bilingual = z.object({ zh: z.string(), en: z.string() });

/** An article as the back office edits it: both languages, published or not. */
export const adminHelpArticle = z.object({
  id: recordId,
  category_id: recordId,
  zh: z.object({ title: z.string(), content: z.string() }),
  en: z.object({ title: z.string(), content: z.string() }),
  sort: z.number().int(),
  published: z.boolean(),
  updated_at: isoTime,
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticle>;

/** A category as the back office edits it, with every one of its articles. */
export const adminHelpCategory = z.object({ id: recordId, name: bilingual, sort: z.number().int(), articles: z.array(adminHelpArticle) });
export type AdminHelpCategory = z.infer<typeof adminHelpCategory>;

/** admin/page/index: every category in order with all its articles, drafts included. */
export const adminHelpIndexAnswer = listOf(adminHelpCategory);
export type AdminHelpIndexAnswer = z.infer<typeof adminHelpIndexAnswer>;
