import type { terminationApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import { ownSideHandlers } from '../reg-change/service';

/** Handlers of spec §7 /a/stone/pemEqmRlvBasic/*: terminations (停用 / 注销 / 报废), kept as registration records. */
export const terminationHandlers: Handlers<typeof terminationApi> = ownSideHandlers('termination');
