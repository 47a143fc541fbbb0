import type { DesignLang } from '@shop/contract';

/** The design editor's query keys: under 'admin', so signing out of the back office drops them. */
export const designEditorKeys = {
  all: ['admin', 'design'] as const,
  detail: (lang: DesignLang) => [...designEditorKeys.all, 'detail', lang] as const,
  history: (lang: DesignLang) => [...designEditorKeys.all, 'history', lang] as const,
  goods: (lang: DesignLang, ids: string) => [...designEditorKeys.all, 'goods', lang, ids] as const,
};
