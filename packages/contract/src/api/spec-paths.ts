/** Spec §7 path families of the business areas; `npm run api:list` shows which have no endpoint in the table yet. */
export const SPEC_PATH_FAMILIES: Array<[prefix: string, line: string]> = [
  ['/api/simpleToke/genToken', '§7 Signed downloads: genToken'],
  ['/api/complexquery/exportZip', '§7 Signed downloads: export zip'],
  ['/a/stone/eqmBcwBasic/', '§7 construction notification'],
  ['/a/stone/useManage/', '§7 /a/stone/useManage/*'],
  ['/a/stone/epPemUseregistApply/', '§7 use registration applications'],
  ['/a/stone/appOnline/', '§7 online inspection and payment'],
  ['/a/stone/selfService/', '§7 reports, print, pdf'],
  ['/a/stone/self-service/', '§7 flows, opinions, interactions, invoices, declarations'],
  ['/a/stone/pemEqmRlvBasic/', '§7 termination'],
  ['/a/stone/epPemMaiprojApply/', '§7 maintenance projects'],
  ['/a/stone/epPemMaipricApply/', '§7 maintenance prices'],
  ['/a/stone/eleRcsMain', '§7 rescue registration'],
  ['/a/stone/eleFaultMain', '§7 fault registration'],
  ['/api/epbrmogmmaibasic/', '§7 maintenance unit registration'],
];
