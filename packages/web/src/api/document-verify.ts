import { call } from './http';

// The public verification page has no session and no react-query (it opens on phones): a plain call.

/** The public facts of a document by the reference in its QR code; a bad reference fails quietly for the page to show. */
export const verifyDocument = (ref: string) => call('document.verify', { ref }, { quiet: true });
