import { AppstoreAddOutlined } from '@ant-design/icons';
import type { MaterialRecord } from '@portal/contracts';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollageDialog } from './collage-dialog.tsx';

/** A collage needs at least two pictures; the smallest template has two areas. */
const MIN_PICTURES = 2;

/** Opens the collage dialog for the chosen material; only pictures can go into a collage. */
export function CollageButton({ caseId, materials }: { caseId: string; materials: MaterialRecord[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pictures = materials.filter(
    (material) => material.type === 'Picture' && material.largestSource !== null,
  );
  const enough = pictures.length >= MIN_PICTURES;

  return (
    <>
      <Tooltip title={enough ? undefined : t('documents.collage.choosePictures')}>
        <Button icon={<AppstoreAddOutlined aria-hidden />} disabled={!enough} onClick={() => setOpen(true)}>
          {t('documents.collage.open')}
        </Button>
      </Tooltip>
      {open ? <CollageDialog caseId={caseId} pictures={pictures} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
