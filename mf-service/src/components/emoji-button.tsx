import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ComposerPopover } from './composer-popover';

const EmojiPanel = lazy(() => import('./emoji-panel'));

/** The composer's emoji tool: the picker opens above it (loaded the first time); a picked emoji goes to `onPick`. */
export function EmojiButton({ onPick, disabled = false }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('service');
  return (
    <ComposerPopover
      label={t('chat.composer.emoji')}
      disabled={disabled}
      data-testid="chat-emoji"
      icon={
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M8.5 14.5c.9 1.3 2.1 2 3.5 2s2.6-.7 3.5-2" strokeLinecap="round" />
          <circle cx="9" cy="10" r="1" fill="currentColor" stroke="none" />
          <circle cx="15" cy="10" r="1" fill="currentColor" stroke="none" />
        </svg>
      }
    >
      {() => (
        <Suspense fallback={<p className="flex h-[360px] w-[340px] items-center justify-center text-sm text-slate-500">{t('chat.composer.emojiLoading')}</p>}>
          <EmojiPanel onPick={onPick} />
        </Suspense>
      )}
    </ComposerPopover>
  );
}
