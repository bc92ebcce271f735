import { useParams } from 'react-router';
import { NewsArticle } from '@/features/content/components/news-article.tsx';

/** One news item, opened from the dashboard or the news page. */
export function NewsItemPage() {
  const { id = '' } = useParams();
  return <NewsArticle id={id} />;
}
