/** Paths the API answers under; everything else is the web app's files and pages, public by nature. */
const API_PREFIXES = ['/a/', '/api/', '/save_error_logger', '/healthz'];
export const isApiPath = (url: string): boolean => API_PREFIXES.some((p) => url.startsWith(p));

/**
 * The only API routes a caller without a session may reach. Every other route needs a session and,
 * where it names one, a permission id; app start refuses a route that declares neither.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'GET /healthz',
  'GET /a/stone/common/clientConfig',
  'GET /a/stone/common/images/captcha',
  'POST /a/login',
  'GET /a/logout',
  'POST /save_error_logger',
  'POST /api/common/dict/findDictList',
  'POST /api/common/dict/findDictItem',
  'POST /api/common/dict/findDictTree',
  'GET /a/stone/common/mobileUpload/info',
  'POST /a/stone/common/mobileUpload',
  'POST /a/stone/common/mobileUpload/delete',
  'POST /a/stone/common/smsAuthCode/:mobile/:purpose',
  'POST /a/stone/common/checkSmsAuthCode',
  'POST /a/stone/common/ogmUnitRegistCheck/:uscc/:unitName/:unitType',
  'POST /a/stone/common/uploadSign',
  'POST /a/stone/common/account/apply',
  'POST /a/stone/common/account/query',
  'POST /a/stone/common/account/resubmit',
  'POST /a/stone/common/passwordRestApplyCheck',
  'POST /a/stone/common/passwordRestApply',
  'POST /a/stone/common/passwordRestApplyQuery',
]);
