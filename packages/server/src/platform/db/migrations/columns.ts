// Column groups that many tables share. Migrations that have already run were built from them, so a group's columns
// never change: a table that needs a different group gets a new one.
import type { CreateTableBuilder } from 'kysely';

/** Adds a run of columns to a table being created, in the order listed. */
type Columns<Added extends string> = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) => CreateTableBuilder<T, C | Added>;

/** The random id most tables are keyed by. */
export const idColumn: Columns<'id'> = (t) => t.addColumn('id', 'varchar(32)', (c) => c.primaryKey());

/** The key of a row found by a token its holder presents: the token's SHA-256, so the token itself is never stored. */
export const tokenHashIdColumn: Columns<'id'> = (t) => t.addColumn('id', 'varchar(64)', (c) => c.primaryKey());

/** A row that belongs to one unit, keyed by its own id. */
export const unitRecordColumns: Columns<'id' | 'unit_id'> = (t) => t.$call(idColumn).addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'));

/** The device a row is about. */
export const equipmentColumn: Columns<'equipment_id'> = (t) => t.addColumn('equipment_id', 'varchar(32)', (c) => c.notNull().references('equipment.id'));

/** An application's id and the number it is known by, unique. */
export const numberedApplyColumns: Columns<'id' | 'apply_no'> = (t) => t.$call(idColumn).addColumn('apply_no', 'varchar(20)', (c) => c.notNull().unique());

/** A device line of an inspection application: its id, the application (the line goes with it) and its place there. */
export const inspectionLineColumns: Columns<'id' | 'apply_id' | 'seq'> = (t) =>
  t
    .$call(idColumn)
    .addColumn('apply_id', 'varchar(32)', (c) => c.notNull().references('inspection_applies.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull());

/** The unit that files with a registry, and the registry. */
export const registryFilerColumns: Columns<'unit_id' | 'registry_id'> = (t) =>
  t.addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id')).addColumn('registry_id', 'varchar(32)', (c) => c.notNull().references('registries.id'));

/** The inspection body a record belongs to or is addressed to. */
export const inspectionBodyColumn: Columns<'org_unit_id'> = (t) => t.addColumn('org_unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'));

/** The unit a filing is from: its account (null while it has none) and the name and credit code it is known by until then. */
export const applicantUnitColumns: Columns<'unit_id' | 'unit_name' | 'unit_uscc'> = (t) =>
  t
    .addColumn('unit_id', 'varchar(32)', (c) => c.references('units.id'))
    .addColumn('unit_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unit_uscc', 'varchar(18)', (c) => c.notNull());

/** Where something is: its district's area code and its address. */
export const placeColumns: Columns<'area_code' | 'address'> = (t) =>
  t.addColumn('area_code', 'varchar(6)', (c) => c.notNull()).addColumn('address', 'varchar(200)', (c) => c.notNull());

/** The first and last day something is in force. */
export const validityColumns: Columns<'valid_from' | 'valid_to'> = (t) =>
  t.addColumn('valid_from', 'varchar(10)', (c) => c.notNull()).addColumn('valid_to', 'varchar(10)', (c) => c.notNull());

/** The equipment category and variety, as catalogue codes. */
export const categoryColumns: Columns<'type_code' | 'catalogue_code'> = (t) =>
  t.addColumn('type_code', 'varchar(4)', (c) => c.notNull()).addColumn('catalogue_code', 'varchar(4)', (c) => c.notNull());

/** The elevator an incident is about, the use unit that owns it and the maintenance unit that held it then. */
export const elevatorPartyColumns: Columns<'unit_id' | 'maintain_unit_id' | 'equipment_id'> = (t) =>
  t
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('maintain_unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .$call(equipmentColumn);

/** A maintenance contract's number and term. */
export const contractColumns: Columns<'contract_no' | 'contract_from' | 'contract_to'> = (t) =>
  t
    .addColumn('contract_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('contract_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('contract_to', 'varchar(10)', (c) => c.notNull());

/** The business record a payment is for: what kind of record, and its id. */
export const paidRecordColumns: Columns<'purpose' | 'biz_id'> = (t) =>
  t.addColumn('purpose', 'varchar(20)', (c) => c.notNull()).addColumn('biz_id', 'varchar(64)', (c) => c.notNull());

/** A recorded change: the changed fields, who changed them and when. */
export const changeColumns: Columns<'changes' | 'changed_by_id' | 'changed_by_name' | 'changed_at'> = (t) =>
  t
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('changed_by_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('changed_at', 'varchar(30)', (c) => c.notNull());

/** When the row was made. */
export const createdAtColumn: Columns<'created_at'> = (t) => t.addColumn('created_at', 'varchar(30)', (c) => c.notNull());

/** When the row was made and last changed. */
export const timestampColumns: Columns<'created_at' | 'updated_at'> = (t) => t.$call(createdAtColumn).addColumn('updated_at', 'varchar(30)', (c) => c.notNull());

/** The version an edit must name, so that of two concurrent edits the second fails. */
const versionColumn: Columns<'version'> = (t) => t.addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));

/** A row edited in place: its times and its version. */
export const editColumns: Columns<'created_at' | 'updated_at' | 'version'> = (t) => t.$call(timestampColumns).$call(versionColumn);

/** Who decided a request, when, and what they wrote ('' and null until it is decided). */
export const reviewColumns: Columns<'reviewer_id' | 'reviewer_name' | 'reviewed_at' | 'opinion'> = (t) =>
  t
    .addColumn('reviewer_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewer_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'varchar(30)')
    .addColumn('opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''));

/** A request's decision, then its version. */
export const reviewAndVersionColumns: Columns<'reviewer_id' | 'reviewer_name' | 'reviewed_at' | 'opinion' | 'version'> = (t) => t.$call(reviewColumns).$call(versionColumn);

/** The end of a filing a user makes and a reviewer decides: its author, its times, the decision and the version. */
export const filingColumns: Columns<'created_by_id' | 'created_at' | 'updated_at' | 'reviewer_id' | 'reviewer_name' | 'reviewed_at' | 'opinion' | 'version'> = (t) =>
  t
    .addColumn('created_by_id', 'varchar(32)', (c) => c.notNull())
    .$call(timestampColumns)
    .$call(reviewAndVersionColumns);

/** The same end for a filing that also keeps its author's name. */
export const namedFilingColumns: Columns<
  'created_by_id' | 'created_by_name' | 'created_at' | 'updated_at' | 'reviewer_id' | 'reviewer_name' | 'reviewed_at' | 'opinion' | 'version'
> = (t) =>
  t
    .addColumn('created_by_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(64)', (c) => c.notNull())
    .$call(timestampColumns)
    .$call(reviewAndVersionColumns);

/** Where a filing stands in its flow, and when it was last submitted (null while it is a draft). */
export const submissionColumns: Columns<'state' | 'submitted_at'> = (t) => t.addColumn('state', 'varchar(12)', (c) => c.notNull()).addColumn('submitted_at', 'varchar(30)');

/** The same for a filing the reviewer first accepts, with when it was accepted. */
export const acceptedSubmissionColumns: Columns<'state' | 'submitted_at' | 'accepted_at'> = (t) => t.$call(submissionColumns).addColumn('accepted_at', 'varchar(30)');

/** A request made without signing in: the password it sets (hashed), the draft its material was uploaded under, and when it was sent. */
export const signedOutRequestColumns: Columns<'password_hash' | 'draft_id' | 'submitted_at'> = (t) =>
  t
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('draft_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(30)', (c) => c.notNull());

/** Who wrote a text: their user id and name. */
export const authorColumns: Columns<'author_id' | 'author_name'> = (t) =>
  t.addColumn('author_id', 'varchar(32)', (c) => c.notNull()).addColumn('author_name', 'varchar(64)', (c) => c.notNull());

/** When and why it was revoked (null and '' while it stands). */
export const revocationColumns: Columns<'revoked_at' | 'revoke_reason'> = (t) =>
  t.addColumn('revoked_at', 'varchar(30)').addColumn('revoke_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''));

/** Whom to call about a filing: a name and a mobile. */
export const contactColumns: Columns<'contact' | 'contact_mobile'> = (t) =>
  t.addColumn('contact', 'varchar(30)', (c) => c.notNull()).addColumn('contact_mobile', 'varchar(11)', (c) => c.notNull());

/** Whom to call about a registration: a name and a phone. */
export const contactPersonColumns: Columns<'contact_person' | 'contact_phone'> = (t) =>
  t.addColumn('contact_person', 'varchar(32)', (c) => c.notNull()).addColumn('contact_phone', 'varchar(32)', (c) => c.notNull());

/** The business object an upload belongs to, and which of its file slots it fills. */
export const attachmentTargetColumns: Columns<'biz_type' | 'biz_id' | 'kind'> = (t) =>
  t
    .addColumn('biz_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('biz_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull());

/** An audit entry after its id: when, who, what was done to what, and from where. */
export const auditEntryColumns: Columns<'at' | 'actor_id' | 'actor_name' | 'action' | 'target' | 'detail' | 'ip'> = (t) =>
  t
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull());

/** A device line of an inspection application after its device: the due date, the inspection's result and the fee line. */
export const inspectionItemColumns: Columns<
  | 'due_date'
  | 'needs_letter'
  | 'holding'
  | 'conclusion'
  | 'inspection_date'
  | 'next_inspection_date'
  | 'report_no'
  | 'defects'
  | 'report_file_id'
  | 'concluded_at'
  | 'fee_item_id'
  | 'fee_basis'
  | 'standard_fen'
  | 'relief_policy_id'
  | 'relief_name'
  | 'relief_fen'
  | 'payable_fen'
> = (t) =>
  t
    .addColumn('due_date', 'varchar(10)')
    .addColumn('needs_letter', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 while the application is submitted and not finished: one open application per device.
    .addColumn('holding', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('conclusion', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('inspection_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('next_inspection_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('report_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('defects', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('report_file_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('concluded_at', 'varchar(30)')
    // The fee line, once set: the fee item and relief as they stood (name, amounts), so later table edits change nothing.
    .addColumn('fee_item_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('fee_basis', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('standard_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('relief_policy_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('relief_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('relief_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payable_fen', 'integer', (c) => c.notNull().defaultTo(0));

/** Who reported a rescue or fault and from which unit, its state, times and version. */
export const reportColumns: Columns<'reported_by_id' | 'reported_by_name' | 'reported_unit_id' | 'state' | 'created_at' | 'updated_at' | 'version'> = (t) =>
  t
    .addColumn('reported_by_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('reported_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('reported_unit_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .$call(editColumns);
