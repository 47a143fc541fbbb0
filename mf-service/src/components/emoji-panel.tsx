import EmojiPicker, { type EmojiDataLoader } from 'emoji-picker-react';
import { useTranslation } from 'react-i18next';

// Module scope: the picker loads a dataset again whenever the loader's identity changes.
const chineseEmoji: EmojiDataLoader = () => import('emoji-picker-react/data/emojis-zh');

/**
 * The emoji picker itself (emoji-picker-react, native glyphs: nothing is fetched from elsewhere).
 * Its own module, loaded only when the member first opens the picker: it weighs several hundred KB.
 */
export default function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation('service');
  return (
    <EmojiPicker
      onEmojiClick={(emoji) => onPick(emoji.emoji)}
      emojiData={i18n.language === 'zh-cn' ? chineseEmoji : undefined}
      labels={{
        searchPlaceholder: t('chat.composer.emojiSearch'),
        searchLabel: t('chat.composer.emojiSearch'),
        searchClear: t('chat.composer.emojiClear'),
        searchResultsNone: t('chat.composer.emojiNone'),
        categoryNavigation: t('chat.composer.emojiCategories'),
        loading: t('chat.composer.emojiLoading'),
      }}
      previewConfig={{ showPreview: false }}
      skinTonesDisabled
      autoFocusSearch={false}
      width={340}
      height={360}
      lazyLoadEmojis
    />
  );
}
