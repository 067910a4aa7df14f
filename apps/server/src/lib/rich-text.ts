import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written in the app (a tender description, a help article) is shown as HTML to other
 * people, so only harmless formatting survives: no scripts, styles, event handlers, images or
 * iframes; links only to http(s), mailto and the app's own paths (/tenders), always with
 * rel="noopener" so a linked page cannot reach back into ours.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Tags that end a line of text: their words must not run into the next block's. */
const BLOCK_BOUNDARY = /<\/?(?:p|br|h[1-6]|li|ul|ol|blockquote)\b[^>]*>/gi;

/** The only entities sanitize-html writes into text, decoded (`&amp;` last, so `&amp;lt;` stays `&lt;`). */
const decodeEntities = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The words of sanitised rich text, one space between blocks: what a search matches. */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_BOUNDARY, ' '), { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
