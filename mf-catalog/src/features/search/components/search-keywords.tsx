import { useTranslation } from 'react-i18next';
import { reportFailure, toast, useIsLoggedIn } from '@shop/shared';
import { useClearSearchHistory } from '../api/clear-search-history';
import { KeywordLinks } from './keyword-links';

/** Hot keywords for everyone and, for a member, the recent searches with "Clear". */
export function SearchKeywords({ hot, history }: { hot: string[]; history: string[] }) {
  const { t } = useTranslation('catalog');
  const member = useIsLoggedIn();
  const clearHistory = useClearSearchHistory();

  const clear = () =>
    clearHistory.mutate(undefined, {
      onSuccess: () => toast.success(t('search.cleared')),
      onError: (error) => reportFailure(error, t('errors.actionFailed')),
    });

  const clearButton = (
    <button
      type="button"
      aria-label={t('search.clearHistory')}
      disabled={clearHistory.isPending}
      onClick={clear}
      className="ml-2 shrink-0 text-xs text-slate-500 transition-colors hover:text-rose-600 disabled:opacity-50"
    >
      {t('search.clear')}
    </button>
  );

  if (hot.length === 0 && (!member || history.length === 0)) return null;
  return (
    <div className="mb-4 space-y-3 rounded-lg bg-white px-4 py-3">
      <KeywordLinks title={t('search.hot')} keywords={hot} tone="hot" />
      {member && <KeywordLinks title={t('search.history')} keywords={history} action={clearButton} />}
    </div>
  );
}
