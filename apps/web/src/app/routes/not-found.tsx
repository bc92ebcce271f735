import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.description')}
        extra={<Link to="/">{t('notFound.home')}</Link>}
      />
    </>
  );
}
