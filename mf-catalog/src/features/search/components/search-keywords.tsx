import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useIsLoggedIn } from '@shop/shared';
import { reportFailure } from '@/lib/report-failure';
import { clearSearchHistory } from '../api/clear-history';
import { KeywordLinks } from './keyword-links';

/** Hot keywords for everyone and, for a member, the recent searches with "Clear". */
export function SearchKeywords({ hot, history }: { hot: string[]; history: string[] }) {
  const { t } = useTranslation('catalog');
  const member = useIsLoggedIn();
  const [recent, setRecent] = useState(history);
  const [clearing, setClearing] = useState(false);
  useEffect(() => setRecent(history), [history]);

  const clear = async () => {
    setClearing(true);
    try {
      await clearSearchHistory();
      setRecent([]);
      toast.success(t('search.cleared'));
    } catch (error) {
      reportFailure(error, t('errors.actionFailed'));
    } finally {
      setClearing(false);
    }
  };

  const clearButton = (
    <button
      type="button"
      aria-label={t('search.clearHistory')}
      disabled={clearing}
      onClick={clear}
      className="ml-2 shrink-0 text-xs text-slate-500 transition-colors hover:text-rose-600 disabled:opacity-50"
    >
      {t('search.clear')}
    </button>
  );

  if (hot.length === 0 && (!member || recent.length === 0)) return null;
  return (
    <div className="mb-4 space-y-3 rounded-lg bg-white px-4 py-3">
      <KeywordLinks title={t('search.hot')} keywords={hot} tone="hot" />
      {member && <KeywordLinks title={t('search.history')} keywords={recent} action={clearButton} />}
    </div>
  );
}
