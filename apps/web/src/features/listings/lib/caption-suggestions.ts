import { type CaseCurrentTextRecord, LISTING_CAPTION_MAX } from '@portal/contracts';

/**
 * The case's delivered texts short enough to be a caption (a headline, a section's heading), offered when the
 * office writes one; each with its section's title.
 */
export function captionSuggestionsOf(
  texts: readonly CaseCurrentTextRecord[],
  titleOf: (name: string) => string,
): { title: string; text: string }[] {
  return texts.flatMap((text) => {
    const content = text.content.trim();
    return content && content.length <= LISTING_CAPTION_MAX
      ? [{ title: titleOf(text.name), text: content }]
      : [];
  });
}
