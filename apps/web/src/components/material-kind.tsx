import {
  CodeSandboxOutlined,
  EnvironmentOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  GlobalOutlined,
  LayoutOutlined,
  LinkOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { MaterialTag, MaterialType } from '@portal/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { hostOf, materialTagLabel, materialTypeLabel } from '@/lib/material-kinds.ts';
import './material-kind.css';

const TYPE_ICONS: Record<MaterialType, ComponentType> = {
  Picture: PictureOutlined,
  Matterport: CodeSandboxOutlined,
  Floorplan: LayoutOutlined,
  AnimatedPicture: PictureOutlined,
  InteractivePresentation: LinkOutlined,
  PoiPresentation: EnvironmentOutlined,
  PanoramasHtml5: GlobalOutlined,
  PanoramasFlash: GlobalOutlined,
  PanoramasJpeg: GlobalOutlined,
  Video: PlayCircleOutlined,
  SlideShow: PlayCircleOutlined,
  Link: LinkOutlined,
  CopywriteTexts: FileTextOutlined,
  BeforeAfterPictures: SwapOutlined,
  BeforeAfterPanoramas: SwapOutlined,
  Unknown: FileOutlined,
};

interface MaterialFaceProps {
  /** So the button it fills can be described by it. */
  id?: string;
  type: MaterialType;
  /** A link's address: its site is named under the type. */
  address?: string | null;
  /** A PDF without its rendered first page yet. */
  pdf?: boolean;
  /** The title, where the tile shows no name of its own. */
  title?: string;
}

/** What a tile shows of material without a picture: a link as a card of its type and site, a file by its type. */
export function MaterialFace({ id, type, address, pdf = false, title }: MaterialFaceProps) {
  const { t } = useTranslation();
  const Icon = pdf ? FilePdfOutlined : TYPE_ICONS[type];
  const site = hostOf(address);
  return (
    <span id={id} className="portal-material-face">
      <Icon aria-hidden />
      {title ? <span className="portal-material-face-title">{title}</span> : null}
      <span className="portal-material-face-type">{materialTypeLabel(t, type)}</span>
      {site ? <span className="portal-material-face-detail">{site}</span> : null}
      {pdf && !site ? <span className="portal-material-face-detail">PDF</span> : null}
    </span>
  );
}

interface MaterialKindTagsProps {
  type: MaterialType;
  tags?: readonly MaterialTag[];
  /** The type is said already (by a face): only the tags. */
  withoutType?: boolean;
}

/**
 * The type and tags laid over a tile's corner. A plain picture needs no word for what it is, so only other
 * types are named; nothing is drawn when there is nothing to say.
 */
export function MaterialKindTags({ type, tags = [], withoutType = false }: MaterialKindTagsProps) {
  const { t } = useTranslation();
  const named = !withoutType && type !== 'Picture';
  if (!named && tags.length === 0) return null;
  return (
    <span className="portal-material-kinds">
      {named ? <span className="portal-material-kinds-type">{materialTypeLabel(t, type)}</span> : null}
      {tags.map((tag) => (
        <span key={tag} className="portal-material-kinds-tag">
          {materialTagLabel(t, tag)}
        </span>
      ))}
    </span>
  );
}
