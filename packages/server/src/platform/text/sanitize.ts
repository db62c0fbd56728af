import { attachmentApi } from '@portal/contract';
import sanitizeHtml from 'sanitize-html';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Images in rich text must come from our own attachment download: pages work without the internet. */
const OWN_IMAGE = new RegExp(`^${escapeRegExp(attachmentApi.download.path)}\\?attsysid=[\\w-]+(&inline=1)?$`);
const ALIGN = [/^(left|right|center|justify)$/];
const COLOR = [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/];

/**
 * Rich text as administrators write it, reduced to what a notice needs: structure, emphasis,
 * lists, tables, links that open in a new window, and images we serve. Scripts, event handlers,
 * frames, forms and foreign images are removed.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'del',
      'sub',
      'sup',
      'h1',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'blockquote',
      'pre',
      'code',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'span',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'style'],
      th: ['colspan', 'rowspan', 'style'],
      p: ['style'],
      span: ['style'],
      h1: ['style'],
      h2: ['style'],
      h3: ['style'],
      h4: ['style'],
    },
    allowedStyles: { '*': { 'text-align': ALIGN, color: COLOR } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
    exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
  });
}

/** Whether rich text says anything once the markup is gone (an empty editor leaves "<p><br></p>"). */
export const hasText = (html: string): boolean => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0 || /<img\s/i.test(html);
