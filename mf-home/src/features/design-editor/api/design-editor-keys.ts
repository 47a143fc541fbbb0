import type { DesignKind, DesignLang } from '@shop/contract';

/** The design editor's query keys: under 'admin', so signing out of the back office drops them. */
export const designEditorKeys = {
  all: ['admin', 'design'] as const,
  detail: (kind: DesignKind, lang: DesignLang) => [...designEditorKeys.all, 'detail', kind, lang] as const,
  history: (kind: DesignKind, lang: DesignLang) => [...designEditorKeys.all, 'history', kind, lang] as const,
  goods: (lang: DesignLang, ids: string) => [...designEditorKeys.all, 'goods', lang, ids] as const,
};
