// The lightbox's slides and props, apart from media-lightbox.tsx so that the view it loads lazily
// (media-lightbox-view.tsx) takes them without importing media-lightbox.tsx back.

/**
 * One slide of the media lightbox (docs/product.md). `embed` and `iframe` slides show the page at
 * `src` in a sandboxed iframe (contracts `frameSandboxOf`); an embed code is never injected as HTML: the hub
 * keeps only its iframe's address, and gives a YouTube or Vimeo page's player.
 */
export interface MediaSlide {
  kind: 'image' | 'video' | 'embed' | 'iframe';
  src: string;
  title: string;
  /** A still shown before a video plays. */
  poster?: string;
  /** A video's content type, such as video/mp4. */
  contentType?: string;
  width?: number;
  height?: number;
  /** The document an image slide is the rendered first page of (a PDF floor plan), offered as a link. */
  fileUrl?: string;
  /** A line under the slide, such as the material's credit and usage rights. */
  caption?: string;
}

export interface MediaLightboxProps {
  slides: MediaSlide[];
  /** The slide shown when the lightbox opens. */
  index: number;
  open: boolean;
  onClose: () => void;
}
