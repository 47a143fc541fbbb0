import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HELP_SEARCH_MAX_LENGTH } from '@shop/contract';
import { HELP_PATH } from '@shop/shared';

/** The help centre's search: sends the words to /page/view?q=…; nothing happens for blank words. */
export function HelpSearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation('service');
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) void navigate(`${HELP_PATH}?${new URLSearchParams({ q }).toString()}`);
  };
  return (
    <form role="search" aria-label={t('help.search.label')} onSubmit={submit} className="flex w-[460px] shadow-sm">
      <input
        type="search"
        aria-label={t('help.search.label')}
        placeholder={t('help.search.placeholder')}
        maxLength={HELP_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-11 min-w-0 flex-1 rounded-l-md border-0 bg-white px-4 text-sm text-slate-800 outline-none placeholder:text-slate-500 focus:ring-2 focus:ring-inset focus:ring-rose-300"
      />
      <button type="submit" className="h-11 rounded-r-md bg-slate-900 px-6 text-sm font-medium text-white hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-white">
        {t('help.search.submit')}
      </button>
    </form>
  );
}
