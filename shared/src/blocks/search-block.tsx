import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from '../constants';
import { toast } from '../stores/toast-store';
import type { SearchBlockValue } from '../types/design';
import { LazyImage } from '../ui/lazy-image';
import { useSearchSuggestions } from './api/get-search-suggestions';

const fromQuery = (q: string | null) => (q ?? '').slice(0, SEARCH_MAX_LENGTH);

/**
 * Search bar: logo linking to the configured path, the input with suggestions while typing, and the
 * button. Empty input is refused with a message and no navigation. The box shows the current `q`,
 * whoever changed it (a hot-keyword chip, the back button).
 */
export function SearchBlock({ value }: { value?: SearchBlockValue }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q');
  const [keywords, setKeywords] = useState(() => fromQuery(q));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownQuery, setShownQuery] = useState(q);
  if (q !== shownQuery) {
    setShownQuery(q);
    setKeywords(fromQuery(q));
    setOpen(false);
    setActive(-1);
  }
  const suggestions = useSearchSuggestions(keywords, open);
  const listId = useId();
  const showList = open && suggestions.length > 0;

  const search = (text: string) => {
    const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!trimmed) {
      toast.warning(t('search.empty'));
      return;
    }
    setOpen(false);
    setKeywords(trimmed);
    void navigate(`/search/index?q=${encodeURIComponent(trimmed)}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search((showList && suggestions[active]) || keywords);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search input clears itself on Escape; here Escape only closes the suggestions.
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!showList) {
      setOpen(true);
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // Positions cycle through the suggestions and back to what was typed (-1).
    const positions = suggestions.length + 1;
    setActive((index) => ((index + 1 + step + positions) % positions) - 1);
  };

  return (
    <div data-block="search" className="bg-white">
      <div className="mx-auto flex h-[100px] w-[1200px] items-center justify-between">
        <Link to={value?.path || '/index'} className="block h-[60px] w-[220px]">
          <LazyImage priority src={value?.logo} alt={t('search.logo')} className="h-[60px] w-[220px] object-contain object-left" />
        </Link>
        <form
          role="search"
          onSubmit={submit}
          className="relative flex h-10 w-[520px] rounded-md border-2 border-rose-600 focus-within:ring-2 focus-within:ring-rose-700 focus-within:ring-offset-2"
        >
          <input
            type="search"
            role="combobox"
            value={keywords}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => {
              setKeywords(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            aria-label={t('search.label')}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={value?.text || t('search.placeholder')}
            className="min-w-0 flex-1 rounded-l-md px-3 text-sm outline-none placeholder:text-slate-500"
          />
          <button type="submit" className="w-24 bg-rose-700 text-sm font-medium text-white hover:bg-rose-800">
            {t('search.button')}
          </button>
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.suggestions')}
            className={`absolute left-[-2px] right-[-2px] top-full z-50 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg ${showList ? '' : 'hidden'}`}
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-rose-50 text-rose-800' : 'text-slate-700 hover:bg-slate-50'}`}
                // mousedown, not click: the input's blur would close the list before a click lands
                onMouseDown={(event) => {
                  event.preventDefault();
                  search(suggestion);
                }}
              >
                {suggestion}
              </li>
            ))}
          </ul>
        </form>
      </div>
    </div>
  );
}
