import '../styles.css';
import '@/i18n/messages';
import { HelpArticleView } from '@/features/help/components/help-article-view';
import { HelpLanding } from '@/features/help/components/help-landing';
import { HelpNotFound } from '@/features/help/components/help-not-found';
import { HelpSearchResults } from '@/features/help/components/help-search-results';
import { useHelpView } from '@/features/help/hooks/use-help-view';

/** /page/view: the help centre's landing, an article (`?id=`) or a search (`?q=`). */
export default function HelpPage() {
  const view = useHelpView();
  switch (view.kind) {
    case 'search':
      return <HelpSearchResults q={view.q} page={view.page} />;
    case 'article':
      return <HelpArticleView key={view.id} id={view.id} />;
    case 'missing':
      return <HelpNotFound />;
    default:
      return <HelpLanding />;
  }
}
