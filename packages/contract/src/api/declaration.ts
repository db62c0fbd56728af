import { z } from 'zod';
import { choiceFilter, pageInput } from './envelope';
import { endpointsWith, pageOf } from './endpoint';

/**
 * A unit's registration declarations in one list (spec §7 self-service declarations): the use-registration
 * applications it filed, and the installation declarations (施工告知 of 安装) its construction units filed naming it.
 * Each opens in /company-service/RegistrationDetails.
 */
export const DECLARATION_KINDS = { useRegist: '使用登记', install: '安装告知' } as const;
export type DeclarationKind = keyof typeof DECLARATION_KINDS;

export const findDeclarationsInput = pageInput.extend({
  kind: choiceFilter(['useRegist', 'install']),
  /** Application or notice number, device code or name. */
  keyword: z.string().trim().max(50).default(''),
});

export const declarationRow = z.object({
  kind: z.enum(['useRegist', 'install']),
  id: z.string(),
  /** The registry's or the notice's number once given, else the application number. */
  no: z.string(),
  /** Who filed it: the unit itself, or the construction unit. */
  filerName: z.string(),
  device: z.string(),
  state: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type DeclarationRow = z.output<typeof declarationRow>;

const declarations = endpointsWith({ spec: '§7 /a/stone/self-service/*: declarations for registration and installation', access: 'companyService.declaration' });

export const declarationApi = {
  list: declarations({ path: '/a/stone/self-service/declaration/list', title: '登记申报记录', input: findDeclarationsInput, output: pageOf(declarationRow) }),
};
