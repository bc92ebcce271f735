import { useParams } from 'react-router';
import { HelpArticle } from '@/features/content/components/help-article.tsx';

/** One help article, opened from the help center. */
export function HelpArticlePage() {
  const { id = '' } = useParams();
  return <HelpArticle id={id} />;
}
