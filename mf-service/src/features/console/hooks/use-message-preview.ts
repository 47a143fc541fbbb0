import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shop/contract';

/** A message in one line of text: its text, or "[Picture]", "[Product]", "[Order]" for the others. */
export function useMessagePreview() {
  const { t } = useTranslation('service');
  return useCallback((message: ChatMessage) => (message.kind === 'text' ? message.text : t(`console.preview.${message.kind}`)), [t]);
}
