import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('common.notFound.title')} · ${t('common.app.name')}`}</title>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>{t('common.notFound.title')}</h1>}
        subTitle={t('common.notFound.description')}
        extra={<Link to="/">{t('common.notFound.home')}</Link>}
      />
    </>
  );
}
