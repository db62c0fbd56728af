import { z } from 'zod';
import { recordVersion } from '../validators/zod';
import { endpoint, nothing, pageOf, type Access, type OwnedKind } from './endpoint';

/**
 * The endpoints every filing area repeats: the owning unit lists, reads, saves (or submits), withdraws and deletes its
 * filings; the other side lists those waiting for it, reads one and decides it. An area spreads these and declares only
 * its own endpoints beside them.
 */
export type OwnerSlot = 'list' | 'detail' | 'save' | 'withdraw' | 'delete';
export type ReviewerSlot = 'queue' | 'getForReview' | 'decide';
export type FilingSlot = OwnerSlot | ReviewerSlot;

const OWNER_SLOTS: readonly OwnerSlot[] = ['list', 'detail', 'save', 'withdraw', 'delete'];
const REVIEWER_SLOTS: readonly ReviewerSlot[] = ['queue', 'getForReview', 'decide'];

interface FilingCommon {
  /** Each endpoint's path is `${base}/${its name}`. */
  base: string;
  spec: string;
  /** The filing as the titles name it: `${noun}详情`, `撤回${noun}`… */
  noun: string;
  record: z.ZodType;
  /** Filters of the owner's list and of the queue alike. */
  find: z.ZodType;
  /** `{ id }`, for detail, delete and getForReview. */
  idInput: z.ZodType;
  /** Endpoints the area does not have. */
  omit?: readonly FilingSlot[];
  /** An endpoint's access where it is not its side's (a detail both sides read under a query permission, say). */
  access?: Partial<Record<FilingSlot, Access>>;
  /** An endpoint's key and last path segment where the area names it otherwise (`findQueue`, `audit`…). */
  names?: Partial<Record<FilingSlot, string>>;
  /** Titles that are not the ones derived from `noun`. */
  titles?: Partial<Record<FilingSlot, string>>;
}

interface OwnerSide {
  /** Access of the owner's endpoints. */
  owner: Access;
  /** The kind of record the owner's endpoints take the id of, for the id-swap test. */
  owns: OwnedKind;
  save: z.ZodType;
  /** Other ids the save input carries (devices, staff…), owned as well. */
  saveOwns?: Readonly<Record<string, OwnedKind>>;
  /** `{ id, version }`, for withdraw. */
  versioned: z.ZodType;
}

interface ReviewerSide {
  /** Access of the other side's endpoints: a registry reviewing by area, or the party a filing is addressed to. */
  reviewer: Access;
  /** The decision's input; needed unless `decide` is omitted. */
  decide?: z.ZodType;
}

/** Either side may stand alone: some areas have only the owner's endpoints, some only the registry's review. */
export type FilingOptions = FilingCommon & ((OwnerSide & Partial<ReviewerSide>) | (ReviewerSide & { [K in keyof OwnerSide]?: undefined }));

type Get<O, K extends string> = O extends { readonly [P in K]: infer V } ? V : never;
type OmitOf<O> = O extends { omit: readonly (infer S)[] } ? S : never;
type Present<O> = Exclude<(O extends { owner: Access } ? OwnerSlot : never) | (O extends { reviewer: Access } ? ReviewerSlot : never), OmitOf<O>>;
type KeyOf<O, S extends FilingSlot> = O extends { names: { readonly [P in S]: infer N extends string } } ? N : S;
type AccessOf<O, S extends FilingSlot> = O extends { access: { readonly [P in S]: infer A } } ? A : Get<O, S extends OwnerSlot ? 'owner' : 'reviewer'>;
type PageOf<R> = R extends z.ZodType ? ReturnType<typeof pageOf<R>> : never;
type Owned<O> = { id: Get<O, 'owns'> };

type Parts<O> = {
  list: { input: Get<O, 'find'>; output: PageOf<Get<O, 'record'>> };
  detail: { input: Get<O, 'idInput'>; output: Get<O, 'record'>; owns: Owned<O> };
  save: { input: Get<O, 'save'>; output: Get<O, 'record'>; owns: Owned<O> & (O extends { saveOwns: infer X } ? X : unknown) };
  withdraw: { input: Get<O, 'versioned'>; output: Get<O, 'record'>; owns: Owned<O> };
  delete: { input: Get<O, 'idInput'>; output: typeof nothing; owns: Owned<O> };
  queue: { input: Get<O, 'find'>; output: PageOf<Get<O, 'record'>> };
  getForReview: { input: Get<O, 'idInput'>; output: Get<O, 'record'> };
  decide: { input: Get<O, 'decide'>; output: Get<O, 'record'> };
};

/** The endpoints a filing declares, keyed as the area names them. */
export type FilingEndpoints<O> = {
  readonly [S in Present<O> as KeyOf<O, S>]: { method: 'POST'; path: string; title: string; spec: string; access: AccessOf<O, S>; encoding: 'json' } & Parts<O>[S];
};

const TITLES: Record<FilingSlot, (noun: string) => string> = {
  list: (n) => `本单位的${n}`,
  detail: (n) => `${n}详情`,
  save: (n) => `保存或提交${n}`,
  withdraw: (n) => `撤回${n}`,
  delete: (n) => `删除${n}草稿`,
  queue: (n) => `${n}审核列表`,
  getForReview: (n) => `${n}审核详情`,
  decide: (n) => `审核${n}`,
};

/**
 * What a filing's save input adds to its form: the filing it changes (absent: a new one) with the version the page
 * read, and spec §7 isCommit (true submits it, false keeps it as a draft).
 */
export const draftFields = {
  id: z.string().trim().max(64).optional(),
  version: recordVersion.optional(),
  isCommit: z.coerce.boolean().default(false),
};

/** A filing's standard endpoints (see FilingOptions); spread them into the area's group. */
export function filingEndpoints<const O extends FilingOptions>(o: O): FilingEndpoints<O> {
  const owned = o.owner ? { id: o.owns } : undefined;
  const parts: Record<FilingSlot, () => { input: z.ZodType | undefined; output: z.ZodType; owns?: Readonly<Record<string, OwnedKind>> }> = {
    list: () => ({ input: o.find, output: pageOf(o.record) }),
    detail: () => ({ input: o.idInput, output: o.record, owns: owned }),
    save: () => ({ input: o.save, output: o.record, owns: { ...owned, ...o.saveOwns } }),
    withdraw: () => ({ input: o.versioned, output: o.record, owns: owned }),
    delete: () => ({ input: o.idInput, output: nothing, owns: owned }),
    queue: () => ({ input: o.find, output: pageOf(o.record) }),
    getForReview: () => ({ input: o.idInput, output: o.record }),
    decide: () => ({ input: o.decide, output: o.record }),
  };
  const out: Record<string, unknown> = {};
  const declare = (slots: readonly FilingSlot[], side: Access | undefined) => {
    if (!side) return;
    for (const slot of slots) {
      if (o.omit?.includes(slot)) continue;
      const name = o.names?.[slot] ?? slot;
      const { input, output, owns } = parts[slot]();
      // Only `decide` can lack its schema past the types: the reviewer's side leaves it optional.
      if (!input) throw new Error(`${o.base}/${name} needs its input schema`);
      out[name] = endpoint({
        method: 'POST',
        path: `${o.base}/${name}`,
        title: o.titles?.[slot] ?? TITLES[slot](o.noun),
        spec: o.spec,
        access: o.access?.[slot] ?? side,
        encoding: 'json',
        input,
        output,
        ...(owns ? { owns } : {}),
      });
    }
  };
  declare(OWNER_SLOTS, o.owner);
  declare(REVIEWER_SLOTS, o.reviewer);
  return out as FilingEndpoints<O>;
}
