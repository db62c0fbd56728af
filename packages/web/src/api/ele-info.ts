import { call } from './http';

// The elevator's public page has no session and no react-query (it opens on phones in the car): a plain call.

/** An elevator's public record by the reference in its use mark's QR code, or by its certificate number. */
export const fetchEleInfo = (q: { ref?: string; certNo?: string }) => call('selfTest.eleInfo', q, { quiet: true });
