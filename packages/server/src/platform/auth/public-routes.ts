/** Paths the API answers under; everything else is the web app's files and pages, public by nature. */
const API_PREFIXES = ['/a/', '/api/', '/save_error_logger', '/healthz'];
export const isApiPath = (url: string): boolean => API_PREFIXES.some((p) => url.startsWith(p));

/**
 * The only API routes a caller without a session may reach. Every other route needs a session and,
 * where it names one, a permission id; app start refuses a route that declares neither.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
]);
