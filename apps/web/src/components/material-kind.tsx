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
import type { TFunction } from 'i18next';
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

/** The words of a material's tags, less any that would only repeat its type ("Video" on a video). */
function tagWords(t: TFunction, type: MaterialType, tags: readonly MaterialTag[]): string[] {
  const typeWord = materialTypeLabel(t, type);
  return tags.map((tag) => materialTagLabel(t, tag)).filter((word) => word !== typeWord);
}

interface MaterialFaceProps {
  /** So the tile's button, which it lies over, can be described by it. */
  id?: string;
  type: MaterialType;
  tags?: readonly MaterialTag[];
  /** A link's address: its site is named under the type. */
  address?: string | null;
  /** A PDF without its rendered first page yet. */
  pdf?: boolean;
  /** The title, where the tile shows no name of its own. */
  title?: string;
}

/**
 * What a tile shows of material without a picture: a link as a card of its type, site and tags, a file by its
 * type.
 */
export function MaterialFace({ id, type, tags = [], address, pdf = false, title }: MaterialFaceProps) {
  const { t } = useTranslation();
  const Icon = pdf ? FilePdfOutlined : TYPE_ICONS[type];
  const site = hostOf(address);
  const words = tagWords(t, type, tags);
  return (
    <span id={id} className="portal-material-face">
      <Icon aria-hidden />
      {title ? <span className="portal-material-face-title">{title}</span> : null}
      <span className="portal-material-face-type">{materialTypeLabel(t, type)}</span>
      {site ? <span className="portal-material-face-detail">{site}</span> : null}
      {pdf && !site ? <span className="portal-material-face-detail">PDF</span> : null}
      {words.length > 0 ? <span className="portal-material-face-tags">{words.join(' · ')}</span> : null}
    </span>
  );
}

interface MaterialKindTagsProps {
  type: MaterialType;
  tags?: readonly MaterialTag[];
}

/**
 * The type and tags laid over a picture's corner. A plain picture needs no word for what it is, so only
 * other types are named; nothing is drawn when there is nothing to say.
 */
export function MaterialKindTags({ type, tags = [] }: MaterialKindTagsProps) {
  const { t } = useTranslation();
  const named = type !== 'Picture';
  const words = tagWords(t, type, tags);
  if (!named && words.length === 0) return null;
  return (
    <span className="portal-material-kinds">
      {named ? <span className="portal-material-kinds-type">{materialTypeLabel(t, type)}</span> : null}
      {words.map((word) => (
        <span key={word} className="portal-material-kinds-tag">
          {word}
        </span>
      ))}
    </span>
  );
}
