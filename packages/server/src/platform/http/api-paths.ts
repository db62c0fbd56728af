/** Paths the API answers under; everything else is the web app's files and pages, public by nature. */
const API_PREFIXES = ['/a/', '/api/', '/save_error_logger', '/healthz'];
export const isApiPath = (url: string): boolean => API_PREFIXES.some((p) => url.startsWith(p));
