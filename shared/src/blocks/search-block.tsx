import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../stores/toast-store';
import type { SearchBlockValue } from '../types/design';
import { LazyImage } from '../ui/lazy-image';

/** Search bar: logo linking to the configured path, the input and the button. Empty input is refused. */
export function SearchBlock({ value }: { value?: SearchBlockValue }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [keywords, setKeywords] = useState(params.get('q') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = keywords.trim();
    if (!q) {
      toast.warning(t('search.empty'));
      return;
    }
    navigate(`/search/index?q=${encodeURIComponent(q)}`);
  };

  return (
    <div data-block="search" className="mx-auto flex h-[100px] w-[1200px] items-center justify-between">
      <Link to={value?.path || '/index'} aria-label={t('search.logo')} className="block h-[60px] w-[220px]">
        <LazyImage eager src={value?.logo} alt={t('search.logo')} className="h-[60px] w-[220px] object-contain object-left" />
      </Link>
      <form role="search" onSubmit={submit} className="flex h-10 w-[520px] overflow-hidden rounded-md border-2 border-rose-600">
        <input
          type="search"
          value={keywords}
          onChange={(event) => setKeywords(event.target.value)}
          aria-label={t('search.label')}
          placeholder={value?.text || t('search.placeholder')}
          className="min-w-0 flex-1 px-3 text-sm outline-none"
        />
        <button type="submit" className="w-24 bg-rose-600 text-sm font-medium text-white hover:bg-rose-700">
          {t('search.button')}
        </button>
      </form>
    </div>
  );
}
