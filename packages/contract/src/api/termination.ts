import { regChangeOwnSide } from './reg-change';

const SPEC = '§7 /a/stone/pemEqmRlvBasic/*: termination (停用 / 注销 / 报废)';

/** Spec §7 /a/stone/pemEqmRlvBasic/*: a unit's terminations, kept as registration records of the termination kinds. */
export const terminationApi = regChangeOwnSide('/a/stone/pemEqmRlvBasic', SPEC, 'useRecord.termination', '停用注销报废申请');
