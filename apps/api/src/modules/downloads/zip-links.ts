import { type CloudScannerLinkType, linkAddressOf, type MaterialType } from '@portal/contracts';
import { type MailLocale, mailLocaleOf } from '../../adapters/mail/render-mail.ts';
import type { MaterialRow } from '../materials/materials.service.ts';

// Link material has no file to pack, so a zip lists its links in a text file instead, in the language of the
// person who asked for the zip.

interface LinkTexts {
  fileName: string;
  heading: (address: string) => string;
  types: Record<MaterialType | CloudScannerLinkType, string>;
}

const texts: Record<MailLocale, LinkTexts> = {
  en: {
    fileName: 'links.txt',
    heading: (address) => `Links of ${address}`,
    types: {
      Picture: 'Picture',
      Matterport: 'Matterport',
      Floorplan: 'Floor plan',
      AnimatedPicture: 'Animated picture',
      InteractivePresentation: 'Interactive presentation',
      PoiPresentation: 'POI presentation',
      PanoramasHtml5: 'Panoramas (HTML5)',
      PanoramasFlash: 'Panoramas (Flash)',
      PanoramasJpeg: 'Panoramas (JPEG)',
      Video: 'Video',
      SlideShow: 'Slideshow',
      Link: 'Link',
      CopywriteTexts: 'Copywriting texts',
      BeforeAfterPictures: 'Before/after pictures',
      BeforeAfterPanoramas: 'Before/after panoramas',
      Unknown: 'File',
      CloudScannerSelfEditor: 'Floor plan editor',
      CloudScannerAlternativeFloorplan: 'Alternative floor plan',
      CloudScannerStaging: 'Staging',
    },
  },
  da: {
    fileName: 'links.txt',
    heading: (address) => `Links til ${address}`,
    types: {
      Picture: 'Billede',
      Matterport: 'Matterport',
      Floorplan: 'Plantegning',
      AnimatedPicture: 'Animeret billede',
      InteractivePresentation: 'Interaktiv præsentation',
      PoiPresentation: 'POI-præsentation',
      PanoramasHtml5: 'Panoramaer (HTML5)',
      PanoramasFlash: 'Panoramaer (Flash)',
      PanoramasJpeg: 'Panoramaer (JPEG)',
      Video: 'Video',
      SlideShow: 'Slideshow',
      Link: 'Link',
      CopywriteTexts: 'Tekster',
      BeforeAfterPictures: 'Før/efter-billeder',
      BeforeAfterPanoramas: 'Før/efter-panoramaer',
      Unknown: 'Fil',
      CloudScannerSelfEditor: 'Plantegningseditor',
      CloudScannerAlternativeFloorplan: 'Alternativ plantegning',
      CloudScannerStaging: 'Indretning',
    },
  },
  sv: {
    fileName: 'länkar.txt',
    heading: (address) => `Länkar för ${address}`,
    types: {
      Picture: 'Bild',
      Matterport: 'Matterport',
      Floorplan: 'Planritning',
      AnimatedPicture: 'Animerad bild',
      InteractivePresentation: 'Interaktiv presentation',
      PoiPresentation: 'POI-presentation',
      PanoramasHtml5: 'Panoramor (HTML5)',
      PanoramasFlash: 'Panoramor (Flash)',
      PanoramasJpeg: 'Panoramor (JPEG)',
      Video: 'Video',
      SlideShow: 'Bildspel',
      Link: 'Länk',
      CopywriteTexts: 'Texter',
      BeforeAfterPictures: 'Före/efter-bilder',
      BeforeAfterPanoramas: 'Före/efter-panoramor',
      Unknown: 'Fil',
      CloudScannerSelfEditor: 'Planritningsredigerare',
      CloudScannerAlternativeFloorplan: 'Alternativ planritning',
      CloudScannerStaging: 'Inredning',
    },
  },
  no: {
    fileName: 'lenker.txt',
    heading: (address) => `Lenker til ${address}`,
    types: {
      Picture: 'Bilde',
      Matterport: 'Matterport',
      Floorplan: 'Plantegning',
      AnimatedPicture: 'Animert bilde',
      InteractivePresentation: 'Interaktiv presentasjon',
      PoiPresentation: 'POI-presentasjon',
      PanoramasHtml5: 'Panoramaer (HTML5)',
      PanoramasFlash: 'Panoramaer (Flash)',
      PanoramasJpeg: 'Panoramaer (JPEG)',
      Video: 'Video',
      SlideShow: 'Lysbildefremvisning',
      Link: 'Lenke',
      CopywriteTexts: 'Tekster',
      BeforeAfterPictures: 'Før/etter-bilder',
      BeforeAfterPanoramas: 'Før/etter-panoramaer',
      Unknown: 'Fil',
      CloudScannerSelfEditor: 'Plantegningsredigering',
      CloudScannerAlternativeFloorplan: 'Alternativ plantegning',
      CloudScannerStaging: 'Innredning',
    },
  },
};

/** Line breaks a title may not carry into the list, where each link is one line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

type LinkMaterial = Pick<MaterialRow, 'name' | 'type' | 'url' | 'cloudScannerLinks'>;

/**
 * The links a material adds to the list: its own link and its links of the cloud scanner, those with an
 * https address only (an embed code by its iframe's address).
 */
function listedLinksOf(row: LinkMaterial): { type: string; url: string }[] {
  const own = row.url ? linkAddressOf(row.url) : null;
  return [
    ...(own ? [{ type: row.type, url: own }] : []),
    ...row.cloudScannerLinks.flatMap((link) => {
      const url = linkAddressOf(link.url);
      return url ? [{ type: link.type, url }] : [];
    }),
  ];
}

/** Material the zip lists rather than packs, when it has no file. */
export const hasLinks = (row: LinkMaterial) => listedLinksOf(row).length > 0;

/** A material or link type as people read it in the language of `locale` (a file, when unknown). */
export function materialTypeWord(locale: string | null, type: string): string {
  const { types } = texts[mailLocaleOf(locale)];
  return types[type as keyof LinkTexts['types']] ?? types.Unknown;
}

/** Each link of `rows` with its title: the material's name and the link's type in the language of `locale`. */
export function linkEntriesOf(locale: string | null, rows: LinkMaterial[]): { title: string; url: string }[] {
  return rows.flatMap((row) =>
    listedLinksOf(row).map((link) => ({
      title: `${oneLine(row.name)} (${materialTypeWord(locale, link.type)})`,
      url: link.url,
    })),
  );
}

/**
 * The zip's list of links, one line each (title, type and address), in the language of `locale`, or null
 * when none of `rows` has a link.
 */
export function linksListOf(
  locale: string | null,
  address: string,
  rows: LinkMaterial[],
): { fileName: string; content: Buffer } | null {
  const text = texts[mailLocaleOf(locale)];
  const lines = linkEntriesOf(locale, rows).map((link) => `${link.title}: ${link.url}`);
  if (lines.length === 0) return null;
  // Windows line ends, so the list reads right in every editor an office may open it with.
  const content = [text.heading(oneLine(address)), '', ...lines, ''].join('\r\n');
  return { fileName: text.fileName, content: Buffer.from(content, 'utf8') };
}
