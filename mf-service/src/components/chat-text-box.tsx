import { useId, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX } from '@shop/contract';

interface ChatTextBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter (without Shift, and not while an input method is composing). */
  onSend: () => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Said under the box, e.g. why a picture was refused. */
  problem?: string | null;
  disabled?: boolean;
}

/** Where a picked emoji goes: at the caret (replacing a selection), the caret after it. */
export function insertAtCaret(textarea: HTMLTextAreaElement | null, value: string, insert: string): { value: string; caret: number } {
  const start = textarea?.selectionStart ?? value.length;
  const end = textarea?.selectionEnd ?? value.length;
  const next = (value.slice(0, start) + insert + value.slice(end)).slice(0, CHAT_TEXT_MAX);
  return { value: next, caret: Math.min(start + insert.length, next.length) };
}

/** The composer's text: Enter sends, Shift+Enter starts a new line, at most CHAT_TEXT_MAX characters with a counter. */
export function ChatTextBox({ value, onChange, onSend, textareaRef, problem = null, disabled = false }: ChatTextBoxProps) {
  const { t } = useTranslation('service');
  const counterId = useId();
  const problemId = useId();
  const full = value.length >= CHAT_TEXT_MAX;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    onSend();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <textarea
        ref={textareaRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={CHAT_TEXT_MAX}
        disabled={disabled}
        aria-label={t('chat.composer.label')}
        aria-describedby={`${counterId}${problem || full ? ` ${problemId}` : ''}`}
        placeholder={t('chat.composer.placeholder')}
        className="min-h-0 w-full flex-1 resize-none bg-transparent px-3 py-2 text-sm leading-6 text-slate-800 placeholder:text-slate-400 focus:outline-none"
        data-testid="chat-input"
      />
      <div className="flex items-center justify-between gap-3 px-3 text-xs">
        <p id={problemId} role={problem ? 'alert' : undefined} className="min-h-4 text-rose-700">
          {problem ?? (full ? t('chat.composer.tooLong', { max: CHAT_TEXT_MAX }) : '')}
        </p>
        <p id={counterId} className={full ? 'text-rose-700' : 'text-slate-500'}>
          <span aria-hidden="true">{t('chat.composer.count', { count: value.length, max: CHAT_TEXT_MAX })}</span>
          <span className="sr-only">{t('chat.composer.countLabel', { count: value.length, max: CHAT_TEXT_MAX })}</span>
        </p>
      </div>
    </div>
  );
}
