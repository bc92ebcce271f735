/**
 * A line as people write it, which every text, comment, answer and note keeps as written (docs/product.md,
 * "Long texts"): a hyphen, a dash, m², # and an emoji.
 */
export const WRITTEN = '3-værelses – 112 m² #vesterbro 🏡';
