import sanitizeHtml from 'sanitize-html';

/*
 * The archive shows a letter's HTML to administrators; whatever a letter holds (a tender title,
 * a question typed by a provider) must not run, load or submit anything in their browser. So
 * the stored HTML passes a strict allow-list here, on the server, before it is sent at all.
 */

const COLOR =
  /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
const LENGTH = /^(0|\d+(\.\d+)?(px|em|rem|%|pt))$/;
const LENGTHS = /^(0|\d+(\.\d+)?(px|em|rem|%|pt))(\s+(0|\d+(\.\d+)?(px|em|rem|%|pt))){0,3}$/;

/**
 * Inline styles only of properties that change how text looks, each value matched whole: no
 * url(), no expression(), no positioning that could cover the page around the frame.
 */
const SAFE_STYLES: Record<string, RegExp[]> = {
  color: [COLOR],
  'background-color': [COLOR],
  // The layout's button colour; only a plain colour, never an image.
  background: [COLOR],
  'font-family': [/^[\w\s,'"-]+$/],
  'font-size': [LENGTH],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-align': [/^(left|right|center|justify)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
  'white-space': [/^(normal|pre-line|pre-wrap|nowrap)$/],
  'line-height': [/^(normal|\d+(\.\d+)?|\d+(\.\d+)?(px|em|rem|%))$/],
  padding: [LENGTHS],
  margin: [LENGTHS],
  'border-radius': [LENGTHS],
};

const SAFE_LINK = /^(https?:|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'ul', 'ol', 'li', 'a'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', { name: 'target', multiple: false, values: ['_blank'] }, 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles: { '*': SAFE_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  // Tags left out keep their text, except these whose content is code or chrome, not prose.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'iframe',
    'object',
    'svg',
    'math',
    'select',
    'head',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link leaves the archive in a new tab, tells the target nothing, and is only absolute
    // http(s) or mailto: a relative link would resolve against the archive itself.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const safe = href !== undefined && SAFE_LINK.test(href.trim());
      return {
        tagName,
        attribs: safe ? { ...rest, href: href.trim(), target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

/** A letter's stored HTML made safe to show: text formatting and http(s)/mailto links, nothing else. */
export function sanitizeLetterHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
