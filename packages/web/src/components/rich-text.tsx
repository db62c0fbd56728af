import './rich-text.css';

/**
 * A notice's body. The server sanitises rich text when it is saved (no scripts, handlers, frames,
 * or images from elsewhere), so the stored HTML is rendered as it is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
