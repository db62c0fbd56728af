/**
 * Table types. Portable across SQLite and PostgreSQL: timestamps are ISO-8601 UTC text,
 * flags are 0/1 integers, lists are JSON text, money is integer fen (bigint on PostgreSQL, read as numbers).
 */
import type { Generated } from 'kysely';

export interface UnitTable {
  id: string;
  name: string;
  uscc: string;
  unit_type: string;
  area_code: string;
  address: string;
  status: string;
  created_at: string;
  updated_at: string;
  postal_code: string;
  legal_person: string;
  legal_person_phone: string;
  contact_person: string;
  contact_mobile: string;
  phone: string;
  email: string;
  website: string;
  safety_manager: string;
  safety_manager_mobile: string;
  fixed_assets: string;
  version: number;
}

/** Who decided a reviewed record, when and why, and its version for concurrent decisions. */
export interface ReviewColumns {
  reviewer_id: string;
  reviewer_name: string;
  reviewed_at: string | null;
  opinion: string;
  version: number;
}

export interface UnitChangeTable extends ReviewColumns {
  id: string;
  unit_id: string;
  /** edit (applied at once) | approval (name or credit code, reviewed first) */
  kind: string;
  /** applied | pending | approved | rejected | withdrawn */
  state: string;
  /** JSON array of { field, label, from, to } */
  changes: string;
  changed_by_id: string;
  changed_by_name: string;
  changed_at: string;
}

export interface RoleTable {
  id: string;
  role_type: string;
  name: string;
  /** JSON array of permission ids. */
  menu_ids: string;
  sort: number;
}

export interface UserTable {
  id: string;
  unit_id: string;
  login_name: string;
  name: string;
  phone: string;
  mobile: string;
  id_card: string;
  password_hash: string;
  /** active | disabled | pending */
  status: string;
  is_main: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface UserRoleTable {
  user_id: string;
  role_id: string;
}

export interface SessionTable {
  /** SHA-256 of the session id: a copy of the table does not hand out live sessions. */
  id: string;
  ext_hash: string;
  user_id: string;
  role_id: string | null;
  created_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: string;
}

export interface ErrorLogTable {
  id: string;
  type: string;
  code: number;
  message: string;
  url: string;
  time: string;
  token: string;
  user_id: string;
  user_name: string;
  user_agent: string;
  ip: string;
}

/** Failed logins per login name (existing or not), and the lock they lead to. */
export interface LoginAttemptTable {
  login_name: string;
  failures: number;
  locked_until: string | null;
  expires_at: string;
}

/** Ids of single sign-on tokens already used, until they expire. */
export interface SsoUsedTokenTable {
  jti: string;
  expires_at: string;
}

/** A background job: its next run and the lease of the process running it. */
export interface JobRunTable {
  name: string;
  next_run_at: string;
  lease_holder: string | null;
  lease_until: string | null;
  last_run_at: string | null;
}

/** One sealed batch of audit rows: its SM3 hash covers its rows and the previous batch's hash. */
export interface AuditSealTable {
  batch: number;
  first_seq: number;
  last_seq: number;
  row_count: number;
  prev_hash: string;
  hash: string;
  sealed_at: string;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

export interface AuditLogTable {
  /** Numbered by the database as rows are appended (never reused); seals chain rows in this order. */
  seq: Generated<number>;
  id: string;
  at: string;
  actor_id: string;
  actor_name: string;
  action: string;
  target: string;
  detail: string;
  ip: string;
}

export interface MessageTable {
  id: string;
  user_id: string;
  title: string;
  content: string;
  /** unread | read | trash */
  status: string;
  /** status before it went to the recycle bin, so restore puts it back */
  prev_status: string;
  created_at: string;
  read_at: string | null;
  /** a portal path the message leads to, or '' */
  link: Generated<string>;
}

export interface DictItemTable {
  id: string;
  type: string;
  value: string;
  label: string;
  parent_value: string;
  sort: number;
  /** enabled | disabled: a disabled item is no longer offered but still names old records' values. */
  status: string;
  remark: string;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface AttachmentTable {
  id: string;
  /** null for material uploaded before its unit exists (account applications) */
  unit_id: string | null;
  biz_type: string;
  biz_id: string;
  kind: string;
  file_name: string;
  mime: string;
  /** bigint: PostgreSQL hands it back as a string, so read it with Number(). */
  size: number | string;
  sha256: string;
  storage_key: string;
  uploader_id: string;
  uploader_name: string;
  from_mobile: number;
  created_at: string;
}

export interface UploadTokenTable {
  /** SHA-256 of the token. */
  id: string;
  unit_id: string | null;
  user_id: string;
  user_name: string;
  biz_type: string;
  biz_id: string;
  kind: string;
  expires_at: string;
}

export interface ArticleTable {
  id: string;
  title: string;
  category: string;
  /** sanitised HTML */
  content: string;
  /** draft | published | withdrawn */
  status: string;
  pinned: number;
  published_at: string | null;
  author_id: string;
  author_name: string;
  view_count: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface SmsOutboxTable {
  id: string;
  mobile: string;
  content: string;
  provider: string;
  /** sent | failed */
  status: string;
  error: string;
  created_at: string;
}

/** The personal-information notice a person agreed to (its version) and when; carried from a code to its application. */
interface ConsentColumns {
  consent_version: string;
  consent_at: string | null;
}

export interface SmsCodeTable extends ConsentColumns {
  id: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  wrong_tries: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SmsTicketTable extends ConsentColumns {
  /** SHA-256 of the ticket */
  id: string;
  mobile: string;
  purpose: string;
  expires_at: string;
}

export interface AccountApplicationTable extends ReviewColumns, ConsentColumns {
  id: string;
  /** pending | approved | returned */
  state: string;
  unit_name: string;
  uscc: string;
  unit_type: string;
  area_code: string;
  address: string;
  postal_code: string;
  legal_person: string;
  contact_person: string;
  mobile: string;
  phone: string;
  email: string;
  login_name: string;
  /** The wished password, hashed at submission; the account gets it on approval. */
  password_hash: string;
  /** The id the material was uploaded under before the application existed. */
  draft_id: string;
  submitted_at: string;
  unit_id: string | null;
}

/** Short-lived proofs handed to someone without a session (e.g. after an SMS-checked query). */
export interface AccessTokenTable {
  /** SHA-256 of the token */
  id: string;
  purpose: string;
  subject: string;
  expires_at: string;
}

export interface PasswordResetTable extends ReviewColumns, ConsentColumns {
  id: string;
  user_id: string;
  /** pending | approved | rejected */
  state: string;
  mobile: string;
  /** The new password, hashed at submission; it takes effect on approval. */
  password_hash: string;
  draft_id: string;
  submitted_at: string;
}

/** What a unit's list shows moves on with this number (kept by triggers, migration 0048). */
export interface UnitVersionTable {
  unit_id: string;
  version: number;
}

/** How many equipment records share each combination of the overview's columns (migration 0023 keeps it by triggers). */
export interface EquipmentTallyTable {
  area_code: string;
  type_code: string;
  use_status: string;
  /** '' when the record has no next date. */
  next_inspection_date: string;
  last_conclusion: string;
  load_test_year: string;
  n: number;
}

export interface EquipmentTable {
  id: string;
  unit_id: string;
  type_code: string;
  catalogue_code: string;
  device_code: string;
  register_code: string;
  cert_no: string;
  product_name: string;
  model: string;
  product_no: string;
  manufacturer: string;
  manufacture_date: string;
  installer: string;
  put_into_use_date: string;
  area_code: string;
  address: string;
  location: string;
  internal_no: string;
  safety_manager: string;
  safety_manager_mobile: string;
  use_status: string;
  maintenance_unit: string;
  maintenance_phone: string;
  /** The maintenance unit whose claimed assignment holds the device; null: maintenance_unit is only declared. */
  maintain_unit_id: string | null;
  /** YYYY-MM-DD */
  last_inspection_date: string | null;
  next_inspection_date: string | null;
  last_conclusion: string;
  inspection_org: string;
  load_test_year: string;
  /** JSON of the category's technical parameters */
  params: string;
  /** Registration state (REG_STATES): set by the registry's decisions. */
  reg_state: string;
  /** The approved application that set the certificate number and states; null: declared by the unit itself. */
  reg_decision_id: string | null;
  /** The inspection application's device line whose conclusion set the inspection fields; null: declared by the unit. */
  inspection_decision_id: string | null;
  /** device_code, cert_no and register_code normalised (codeKey, migration 0050): what uniqueness and searches by code compare. */
  device_code_key: string;
  cert_no_key: string;
  register_code_key: string;
  created_at: string;
  updated_at: string;
  version: number;
}

/** Who changed which fields of a record from what to what (equipment, operators). */
export interface RecordChangeTable {
  id: string;
  entity: string;
  entity_id: string;
  /** JSON array of { field, label, from, to } */
  changes: string;
  changed_by_id: string;
  changed_by_name: string;
  changed_at: string;
}

export interface EquipmentInspectionTable {
  id: string;
  equipment_id: string;
  /** a value of the 'inspection_kind' dictionary */
  kind: string;
  inspection_date: string;
  /** a value of the 'inspection_conclusion' dictionary */
  conclusion: string;
  org: string;
  report_no: string;
  next_inspection_date: string | null;
  /** The inspection application's device line that recorded it; '' for inspections declared by the unit. */
  source_id: Generated<string>;
  created_at: string;
}

export interface ImportBatchTable {
  id: string;
  unit_id: string;
  user_id: string;
  type_code: string;
  /** JSON array of checked records, exactly as the confirmation will write them */
  rows: string;
  created_at: string;
}

export interface OperatorTable {
  id: string;
  unit_id: string;
  name: string;
  id_type: string;
  id_number: string;
  sex: string;
  mobile: string;
  post: string;
  hire_date: string;
  remark: string;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface QualificationTable {
  id: string;
  operator_id: string;
  unit_id: string;
  item_code: string;
  limitation: string;
  cert_no: string;
  file_no: string;
  authority: string;
  issue_date: string;
  expiry_date: string;
  review_date: string;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface FlowLogTable {
  id: string;
  /** a FlowKind of the contract */
  record_kind: string;
  record_id: string;
  /** 1 for the first step of the record, then 2, 3, ... */
  seq: number;
  /** user (logged in) | applicant (no account yet: name and mobile) */
  actor_kind: string;
  /** the user id, or the applicant's mobile */
  actor_id: string;
  actor_name: string;
  actor_unit_id: string | null;
  actor_unit_name: string;
  /** null for the step that created the record */
  from_state: string | null;
  to_state: string;
  action: string;
  opinion: string;
  /** JSON array of attachment ids handed in with the step */
  attachments: string;
  at: string;
}

/** A registry (登记机关) and how its certificate numbers are written (codes-and-checksums.md §5). */
export interface RegistryTable {
  id: string;
  name: string;
  /** The area it registers for; the most specific registry covering the equipment's area takes it. */
  area_code: string;
  province: string;
  letters: string;
  serial_width: number;
  /** Where and when a unit registering on site goes (the registration-method page). */
  address: Generated<string>;
  phone: Generated<string>;
  office_hours: Generated<string>;
}

/** The last serial given out under one certificate-number prefix. */
export interface CertSerialTable {
  key: string;
  last: number;
}

export interface UseRegistApplyTable {
  id: string;
  apply_no: string;
  unit_id: string;
  /** 委托申报: the unit that filed for unit_id, and the authorisation it filed under; null when the unit filed itself. */
  agent_unit_id: string | null;
  entrust_id: string | null;
  equipment_id: string;
  registry_id: string;
  reg_kind: string;
  put_into_use_date: string;
  area_code: string;
  address: string;
  internal_no: string;
  safety_manager: string;
  safety_manager_mobile: string;
  maintenance_unit: string;
  maintenance_phone: string;
  property_unit: string;
  contact_person: string;
  contact_phone: string;
  filler_name: string;
  fill_date: string;
  remark: string;
  state: string;
  cert_no: Generated<string>;
  submitted_at: string | null;
  accepted_at: string | null;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

export interface RegChangeTable {
  id: string;
  change_no: string;
  kind: string;
  unit_id: string;
  registry_id: string;
  area_code: string;
  reason: string;
  effective_date: string;
  measures: string;
  new_area_code: string;
  new_address: string;
  target_uscc: string;
  target_unit_id: string | null;
  former_name: string;
  work_unit: string;
  supervision_body: string;
  allowed_until: string;
  contact_person: string;
  contact_phone: string;
  state: string;
  submitted_at: string | null;
  accepted_at: string | null;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

export interface RegChangeItemTable {
  change_id: string;
  equipment_id: string;
  cert_no: string;
}

/** A construction unit's licence filing; the latest approved one is the unit's licence. */
export interface UnitLicenceTable {
  id: string;
  unit_id: string;
  area_code: string;
  licence_no: string;
  issuer: string;
  valid_from: string;
  valid_to: string;
  /** JSON array of { item, level } */
  items: string;
  /** pending | approved | rejected | withdrawn */
  state: string;
  created_by_id: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

export interface ConstructionNoticeTable {
  id: string;
  apply_no: string;
  /** 告知编号, given on receipt; '' before. */
  notice_no: string;
  unit_id: string;
  registry_id: string;
  work_type: string;
  licence_item: string;
  licence_level: string;
  licence_no: string;
  licence_valid_to: string;
  type_code: string;
  catalogue_code: string;
  use_unit_name: string;
  use_uscc: string;
  use_unit_id: string | null;
  area_code: string;
  address: string;
  site_manager: string;
  site_manager_mobile: string;
  planned_start: string;
  planned_end: string;
  supervision_body: string;
  remark: string;
  state: string;
  submitted_at: string | null;
  received_at: string | null;
  completion_date: Generated<string>;
  cancel_reason: Generated<string>;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

export interface ConstructionItemTable {
  notice_id: string;
  seq: number;
  equipment_id: string | null;
  device_code: string;
  product_name: string;
  model: string;
  product_no: string;
  manufacturer: string;
  manufacture_date: string;
  level_value: string;
}

/** The request under way on a device (a use registration, a change or a termination). */
export interface EquipmentRequestTable {
  equipment_id: string;
  record_kind: string;
  record_id: string;
  record_no: string;
}

/** A day set apart from the ordinary week for counting working days: a holiday, or a 调休 working weekend day. */
export interface CalendarDayTable {
  /** YYYY-MM-DD, a date in China. */
  day: string;
  kind: 'holiday' | 'workday';
  name: string;
  /** The administrator's name who last set it; '' for the seeded days. */
  updated_by: string;
  updated_at: string;
}

/** A certificate or use mark issued for a device (IssuedDocumentKind), and the PDF once produced. */
export interface IssuedDocumentTable {
  id: string;
  kind: string;
  equipment_id: string;
  unit_id: string;
  cert_no: string;
  /** The workflow record (FlowKind) whose approval issued it, and its id. */
  source_kind: string;
  source_id: string;
  /** IssuedDocumentState: valid, changed or cancelled. */
  state: string;
  /** SM3 of the produced PDF in hex; '' until its first download. */
  sm3: Generated<string>;
  /** The file store key of the produced PDF; '' until its first download. */
  file_key: Generated<string>;
  issued_at: string;
  state_at: string;
  issued_by_name: Generated<string>;
}

/** An area an inspection or registry staff member works in; a city code covers its districts. */
export interface StaffAreaTable {
  user_id: string;
  area_code: string;
}

/** An inspection body's price for one unit of equipment (its fee table, inspection-reports.md §4); money in fen. */
export interface FeeItemTable {
  id: string;
  org_unit_id: string;
  name: string;
  type_code: string;
  /** '' for the whole category. */
  catalogue_code: string;
  inspection_kind: string;
  /** The technical parameter of the band, '' for none; the band is band_min < value <= band_max, null ends open. */
  param_key: string;
  band_min: number | null;
  band_max: number | null;
  amount_fen: number;
  unit_label: string;
  valid_from: string;
  /** '' while open-ended. */
  valid_to: string;
  basis: string;
  created_at: string;
  updated_at: string;
  version: number;
}

/** An inspection body's fee relief policy. */
export interface ReliefPolicyTable {
  id: string;
  org_unit_id: string;
  name: string;
  basis: string;
  valid_from: string;
  valid_to: string;
  /** JSON arrays; empty: all. */
  type_codes: string;
  inspection_kinds: string;
  condition: string;
  /** ReliefRule: percent, fixed (fen) or waive. */
  rule: string;
  value: number;
  created_at: string;
  updated_at: string;
  version: number;
}

/** An online inspection application (INSPECTION_FLOW). */
export interface InspectionApplyTable {
  id: string;
  apply_no: string;
  /** Null while filed without an account (known by unit_uscc). */
  unit_id: string | null;
  /** 委托申报: the unit that filed for unit_id, and the authorisation it filed under; null when the unit filed itself. */
  agent_unit_id: string | null;
  entrust_id: string | null;
  unit_name: string;
  unit_uscc: string;
  org_unit_id: string;
  inspection_kind: string;
  /** A supervision inspection's construction notice, and the use unit it names (who reads the application too). */
  construction_id: Generated<string | null>;
  use_unit_id: Generated<string | null>;
  contact: string;
  contact_mobile: string;
  email: string;
  mail_address: string;
  mail_receiver: string;
  mail_phone: string;
  expected_date: string;
  remark: string;
  is_pc: number;
  state: string;
  submitted_at: string | null;
  accept_no: Generated<string>;
  accepted_at: string | null;
  department: Generated<string>;
  inspector_name: Generated<string>;
  inspector_phone: Generated<string>;
  fee_set_at: string | null;
  pay_method: Generated<string>;
  paid_fen: Generated<number>;
  paid_at: string | null;
  transaction_id: Generated<string>;
  voucher_file_id: Generated<string>;
  scheduled_date: Generated<string>;
  scheduled_place: Generated<string>;
  completed_at: string | null;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

/** One device of an inspection application: its fee line and the body's conclusion on it. */
export interface InspectionItemTable {
  id: string;
  apply_id: string;
  seq: number;
  /** The portal's record of the device; null when a unit without an account declared it. */
  equipment_id: string | null;
  /** The device as filed (copied from the record, or declared). */
  type_code: string;
  catalogue_code: string;
  device_code: string;
  cert_no: string;
  product_name: string;
  address: string;
  due_date: string | null;
  needs_letter: number;
  /** 1 while the application holds the device (submitted, not yet finished). */
  holding: Generated<number>;
  conclusion: Generated<string>;
  inspection_date: Generated<string>;
  next_inspection_date: Generated<string>;
  report_no: Generated<string>;
  defects: Generated<string>;
  report_file_id: Generated<string>;
  concluded_at: string | null;
  fee_item_id: Generated<string>;
  fee_basis: Generated<string>;
  standard_fen: Generated<number>;
  relief_policy_id: Generated<string>;
  relief_name: Generated<string>;
  relief_fen: Generated<number>;
  payable_fen: Generated<number>;
}

/** A payment order: what a unit is asked to pay for one business record, as one QR at one provider. Money in fen. */
export interface PayOrderTable {
  id: string;
  /** Our order number at the provider. */
  out_trade_no: string;
  purpose: string;
  biz_id: string;
  /** The unit paid (an inspection body): whose finance sees the order and its anomalies. */
  unit_id: string;
  amount_fen: number;
  description: string;
  provider: string;
  /** open | paid | closed | expired */
  state: string;
  code_url: string;
  expires_at: string;
  transaction_id: Generated<string>;
  paid_at: string | null;
  paid_amount_fen: number | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A lease on the payment orders of one business record: one request at a time opens, renews, closes or settles them. */
export interface PayLockTable {
  purpose: string;
  biz_id: string;
  holder: string;
  until: string;
}

/** The sandbox provider's own side of a trade (what WeChat Pay would hold). */
export interface PaySandboxTradeTable {
  id: string;
  out_trade_no: string;
  description: string;
  amount_fen: number;
  /** NOTPAY | SUCCESS | CLOSED */
  state: string;
  transaction_id: string;
  notify_url: string;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
}

/** The refund of an anomaly's payment, at most one per anomaly. */
export interface PayRefundTable {
  id: string;
  anomaly_id: string;
  out_refund_no: string;
  out_trade_no: string;
  transaction_id: string;
  provider: string;
  amount_fen: number;
  total_fen: number;
  reason: string;
  /** PROCESSING | SUCCESS | ABNORMAL | CLOSED */
  state: string;
  refund_id: Generated<string>;
  requested_by: string;
  requested_by_name: string;
  requested_at: string;
  succeeded_at: string | null;
  updated_at: string;
}

/** The sandbox provider's own side of a refund. */
export interface PaySandboxRefundTable {
  out_refund_no: string;
  refund_id: string;
  out_trade_no: string;
  amount_fen: number;
  /** PROCESSING | SUCCESS */
  state: string;
  notify_url: string;
  created_at: string;
  succeeded_at: string | null;
}

/** A payment that needs a person (refund or correction), one row per order and kind. */
export interface PayAnomalyTable {
  id: string;
  bill_date: string;
  out_trade_no: string;
  kind: string;
  purpose: string;
  biz_id: string;
  local_state: string;
  local_amount_fen: number;
  provider: string;
  provider_state: string;
  provider_amount_fen: number;
  transaction_id: string;
  note: string;
  /** 0 | 1 */
  resolved: Generated<number>;
  /** How finance settled it (refunded, corrected), who and when. */
  resolution: Generated<string>;
  resolved_by: Generated<string>;
  resolved_at: string | null;
  created_at: string;
}

/** A day's bill checked against our orders. */
export interface PayReconciliationTable {
  bill_date: string;
  provider: string;
  checked: number;
  anomalies: number;
  ran_at: string;
}

/** A unit's choice of the daily reminders (migration 0032); no row: the defaults. */
export interface ReminderPrefTable {
  unit_id: string;
  inspection_due: number;
  inspection_overdue: number;
  cert_expiring: number;
  sms: number;
  days_ahead: number;
  updated_at: string;
  updated_by_id: string;
  updated_by_name: string;
}

/** The China day each unit was last reminded. */
export interface ReminderSentTable {
  unit_id: string;
  day: string;
  sent_at: string;
}

/** Each day's run of the reminders; finished_at is set once every unit has had its turn. */
export interface ReminderRunTable {
  day: string;
  started_at: string;
  finished_at: string | null;
  units: Generated<number>;
}

/** Random numbers of download-token requests already used (migration 0033). */
export interface DownloadNonceTable {
  nonce: string;
  expires_at: string;
}

/** A 检验互动 thread between a unit and the inspection body on one application, or one report of it. */
export interface InteractionThreadTable {
  id: string;
  subject: string;
  apply_id: string;
  /** '' for the application itself; else the device line whose report the thread is about. */
  item_id: string;
  apply_no: string;
  report_no: string;
  device_label: string;
  unit_id: string;
  org_unit_id: string;
  /** open | closed */
  state: string;
  /** company | body */
  started_by: string;
  started_by_id: string;
  started_by_name: string;
  post_count: number;
  last_post_at: string;
  last_post_side: string;
  last_author_name: string;
  last_excerpt: string;
  /** Posts of the body the unit has not opened yet, and the other way round. */
  company_unread: number;
  body_unread: number;
  closed_at: string | null;
  closed_by_name: string;
  created_at: string;
  updated_at: string;
  version: number;
}

/** One post of a thread. */
export interface InteractionPostTable {
  id: string;
  thread_id: string;
  seq: number;
  side: string;
  author_id: string;
  author_name: string;
  content: string;
  /** JSON array of attachment ids. */
  attachments: string;
  created_at: string;
}

/** An inspection opinion notice (检验意见通知书) of one concluded device; the unit answers it, the issuing body decides. */
export interface OpinionNoticeTable {
  id: string;
  /** Numbered per issuing body and year. */
  notice_no: string;
  org_unit_id: string;
  /** Null while the application's unit has no account. */
  unit_id: string | null;
  unit_name: string;
  unit_uscc: string;
  apply_id: string;
  item_id: string;
  apply_no: string;
  inspection_kind: string;
  equipment_id: string | null;
  type_code: string;
  catalogue_code: string;
  device_code: string;
  cert_no: string;
  product_name: string;
  address: string;
  inspection_date: string;
  report_no: string;
  report_file_id: string;
  /** The user who filed the application ('' without an account), and the contact's mobile for SMS then. */
  notify_user_id: string;
  contact_mobile: string;
  conclusion: string;
  deadline: string;
  state: string;
  issued_by_id: string;
  issued_by_name: string;
  issued_at: string;
  answered_at: string | null;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  updated_at: string;
  version: number;
}

/** One defect of an opinion notice, and the unit's rectification measure. */
export interface OpinionDefectTable {
  id: string;
  notice_id: string;
  seq: number;
  item: string;
  problem: string;
  basis: string;
  demand: string;
  measure: Generated<string>;
}

/** A 委托书 (ENTRUST_FLOW): unit_id authorises agent_unit_id to file the scopes for the devices in entrust_devices. */
/** An elevator self-test result (migration 0045): recorded by a testing body, declared by the use unit. */
export interface ElevatorSelfTestTable {
  id: string;
  equipment_id: string;
  /** The elevator's use unit when the result was recorded. */
  unit_id: string;
  /** The testing body that recorded it. */
  detect_unit_id: string;
  test_date: string;
  conclusion: string;
  nonconformities: Generated<string>;
  report_no: string;
  tester: string;
  next_date: string;
  next_kind: string;
  remark: Generated<string>;
  state: string;
  issued_at: string | null;
  declared_at: string | null;
  declarer_id: Generated<string>;
  declarer_name: Generated<string>;
  revoked_at: string | null;
  revoke_reason: Generated<string>;
  mark_file_key: Generated<string>;
  mark_sm3: Generated<string>;
  mark_printed_at: string | null;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface EntrustTable {
  id: string;
  entrust_no: string;
  unit_id: string;
  agent_unit_id: string;
  /** JSON array of ENTRUST_SCOPES keys. */
  scopes: string;
  valid_from: string;
  valid_to: string;
  contact: string;
  contact_mobile: string;
  remark: string;
  state: string;
  submitted_at: string | null;
  accepted_at: string | null;
  revoked_at: string | null;
  revoke_reason: Generated<string>;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

export interface EntrustDeviceTable {
  entrust_id: string;
  equipment_id: string;
}

/** A product submitted by unit_id to org_unit_id for manufacturing supervision (MFG_FLOW); params is JSON (MFG_PARAMS). */
export interface MfgApplyTable {
  id: string;
  apply_no: string;
  unit_id: string;
  org_unit_id: string;
  type_code: string;
  catalogue_code: string;
  product_name: string;
  model: string;
  product_no: string;
  batch_no: Generated<string>;
  design_unit: string;
  drawing_no: string;
  licence_no: string;
  material: string;
  params: string;
  contact: string;
  contact_mobile: string;
  remark: Generated<string>;
  state: string;
  submitted_at: string | null;
  accepted_at: string | null;
  conclusion: Generated<string>;
  inspection_date: Generated<string>;
  result_remark: Generated<string>;
  inspector_name: Generated<string>;
  cert_no: Generated<string>;
  certified_at: string | null;
  cert_file_key: Generated<string>;
  cert_sm3: Generated<string>;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

/** An invoice request (INVOICE_FLOW) of a unit, to the inspection body it paid. Money in fen. */
export interface InvoiceTable {
  id: string;
  request_no: string;
  unit_id: string;
  unit_name: string;
  org_unit_id: string;
  /** InvoiceKind: general or special. */
  kind: string;
  buyer_name: string;
  tax_no: string;
  address_phone: string;
  bank_name: string;
  bank_account: string;
  email: string;
  mobile: string;
  amount_fen: number;
  remark: string;
  state: string;
  submitted_at: string | null;
  invoice_no: Generated<string>;
  invoice_date: Generated<string>;
  invoice_file_id: Generated<string>;
  issued_at: string | null;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

/** A paid inspection application an invoice request covers, and the part of its amount it gave when last submitted. */
export interface InvoiceItemTable {
  id: string;
  invoice_id: string;
  seq: number;
  apply_id: string;
  apply_no: string;
  accept_no: string;
  paid_fen: number;
  amount_fen: Generated<number>;
}

/** Per paid application: what submitted and issued invoice requests hold of it (never above what was paid). */
export interface InvoiceBalanceTable {
  apply_id: string;
  invoiced_fen: Generated<number>;
}

/** A 维保项目与价格 filing (MAINTAIN_PRICE_FLOW) of a maintenance unit; its price lines are in maintain_price_lines. */
export interface MaintainPriceFilingTable {
  id: string;
  filing_no: string;
  unit_id: string;
  /** The unit's area when it filed: the registry of that area reviews it. */
  area_code: string;
  title: string;
  effective_from: string;
  contact: string;
  contact_mobile: string;
  duty_phone: string;
  remark: Generated<string>;
  /** JSON array of maintainItem. */
  items: string;
  state: string;
  submitted_at: string | null;
  published_at: string | null;
  superseded_at: string | null;
  /** The filing whose publication replaced this one. */
  superseded_by: string | null;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

/** One price of a filing: 'set' (per elevator and month, by variety and floors) or 'unit' (per contract, by elevator count and term). Fen. */
export interface MaintainPriceLineTable {
  id: string;
  filing_id: string;
  kind: string;
  seq: number;
  variety: Generated<string>;
  floors_from: number | null;
  floors_to: number | null;
  units_from: number | null;
  units_to: number | null;
  term_months: number | null;
  price_fen: number;
  note: Generated<string>;
}

/** A maintenance unit's registration (MAINT_REG_FLOW); the one approved last is in force. */
export interface MaintRegistrationTable {
  id: string;
  unit_id: string;
  area_code: string;
  duty_phone: string;
  licence_id: string;
  licence_no: string;
  licence_valid_from: string;
  licence_valid_to: string;
  /** JSON array of LicenceItemEntry. */
  licence_items: string;
  /** JSON array of MaintStaff (certificate numbers in full). */
  staff: string;
  remark: Generated<string>;
  state: string;
  created_by_id: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

/** A use unit's application (MAINT_CHANGE_FLOW) to have to_unit_id maintain one of its elevators. */
export interface MaintChangeTable {
  id: string;
  change_no: string;
  unit_id: string;
  equipment_id: string;
  to_unit_id: string;
  contract_no: string;
  contract_from: string;
  contract_to: string;
  remark: Generated<string>;
  from_name: Generated<string>;
  from_assigned: Generated<number>;
  state: string;
  submitted_at: string | null;
  claimed_at: string | null;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

/** One assignment of a device to a maintenance unit; ended_at null: it holds the device now. */
export interface MaintAssignmentTable {
  id: string;
  equipment_id: string;
  unit_id: string;
  maintain_unit_id: string;
  change_id: string | null;
  from_name: string;
  contract_no: string;
  contract_from: string;
  contract_to: string;
  started_at: string;
  ended_at: string | null;
  /** The self-maintenance application whose approval started it (migration 0047); null for a claimed change. */
  self_apply_id: string | null;
}

/** A use unit's application to maintain some of its own devices itself (migration 0047). */
export interface SelfMaintApplyTable {
  id: string;
  apply_no: string;
  unit_id: string;
  area_code: string;
  duty_phone: string;
  valid_from: string | null;
  valid_to: string;
  staff: string;
  remark: string;
  state: string;
  submitted_at: string | null;
  ended_at: string | null;
  end_reason: string;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  reviewer_id: string;
  reviewer_name: string;
  reviewed_at: string | null;
  opinion: string;
  version: number;
}

/** A device named by a self-maintenance application; `open` while the application holds it. */
export interface SelfMaintDeviceTable {
  apply_id: string;
  equipment_id: string;
  open: number;
}

/** A safety valve of a unit's boiler, vessel or pipeline, with its last calibration (migration 0046). */
export interface SafetyValveTable {
  id: string;
  unit_id: string;
  equipment_id: string;
  valve_no: string;
  model: string;
  nominal_size: string;
  set_pressure: string;
  location: string;
  manufacturer: string;
  last_calibrated_on: string | null;
  last_conclusion: Generated<string>;
  last_report_no: Generated<string>;
  last_calibrating_body: Generated<string>;
  next_due: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface ValveCalibrationTable {
  id: string;
  valve_id: string;
  calibrating_body: string;
  calibrated_on: string;
  report_no: string;
  conclusion: string;
  next_due: string;
  remark: string;
  recorded_by_name: string;
  recorded_at: string;
}

/** A 维保记录 (MAINTENANCE_FLOW): entered by unit_id (the maintenance unit), countersigned by use_unit_id. */
export interface MaintenanceRecordTable {
  id: string;
  record_no: string;
  unit_id: string;
  use_unit_id: string;
  equipment_id: string;
  kind: string;
  maintained_on: string;
  items: string;
  remark: string;
  /** JSON array of { name, certNo }. */
  maintainers: string;
  state: string;
  created_by_id: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  reviewer_id: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  opinion: Generated<string>;
  version: number;
}

/** An elevator rescue (困人救援, migration 0043); times are ISO instants. */
export interface RescueTable {
  id: string;
  rescue_no: string;
  unit_id: string;
  maintain_unit_id: string;
  equipment_id: string;
  source: string;
  trapped_at: string;
  alarm_at: string;
  trapped_count: number;
  description: Generated<string>;
  dispatched_at: string | null;
  rescuers: Generated<string>;
  rescue_level: Generated<string>;
  arrived_at: string | null;
  released_at: string | null;
  released_count: number | null;
  injuries: Generated<string>;
  cause: Generated<string>;
  handling: Generated<string>;
  cancel_reason: Generated<string>;
  arrival_minutes: number | null;
  duration_minutes: number | null;
  fault_id: string | null;
  reported_by_id: string;
  reported_by_name: string;
  reported_unit_id: string;
  state: string;
  created_at: string;
  updated_at: string;
  version: number;
}

/** An elevator fault (故障登记, migration 0043). */
export interface FaultTable {
  id: string;
  fault_no: string;
  unit_id: string;
  maintain_unit_id: string;
  equipment_id: string;
  fault_at: string;
  phenomenon: string;
  component: string;
  description: Generated<string>;
  repairer: Generated<string>;
  cause: Generated<string>;
  handling: Generated<string>;
  parts_replaced: Generated<string>;
  back_in_service_at: string | null;
  people_trapped: Generated<number>;
  rescue_id: string | null;
  cancel_reason: Generated<string>;
  reported_by_id: string;
  reported_by_name: string;
  reported_unit_id: string;
  state: string;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface DB {
  units: UnitTable;
  roles: RoleTable;
  users: UserTable;
  user_roles: UserRoleTable;
  sessions: SessionTable;
  captchas: CaptchaTable;
  error_logs: ErrorLogTable;
  rate_limits: RateLimitTable;
  login_attempts: LoginAttemptTable;
  sso_used_tokens: SsoUsedTokenTable;
  job_runs: JobRunTable;
  audit_seals: AuditSealTable;
  audit_log: AuditLogTable;
  messages: MessageTable;
  dict_items: DictItemTable;
  attachments: AttachmentTable;
  upload_tokens: UploadTokenTable;
  unit_changes: UnitChangeTable;
  articles: ArticleTable;
  sms_outbox: SmsOutboxTable;
  sms_codes: SmsCodeTable;
  sms_tickets: SmsTicketTable;
  account_applications: AccountApplicationTable;
  access_tokens: AccessTokenTable;
  password_resets: PasswordResetTable;
  equipment: EquipmentTable;
  equipment_tally: EquipmentTallyTable;
  unit_versions: UnitVersionTable;
  record_changes: RecordChangeTable;
  equipment_inspections: EquipmentInspectionTable;
  import_batches: ImportBatchTable;
  operators: OperatorTable;
  qualifications: QualificationTable;
  flow_log: FlowLogTable;
  staff_areas: StaffAreaTable;
  registries: RegistryTable;
  cert_serials: CertSerialTable;
  use_regist_applies: UseRegistApplyTable;
  issued_documents: IssuedDocumentTable;
  calendar_days: CalendarDayTable;
  reg_changes: RegChangeTable;
  reg_change_items: RegChangeItemTable;
  equipment_requests: EquipmentRequestTable;
  fee_items: FeeItemTable;
  relief_policies: ReliefPolicyTable;
  inspection_applies: InspectionApplyTable;
  inspection_items: InspectionItemTable;
  unit_licences: UnitLicenceTable;
  construction_notices: ConstructionNoticeTable;
  construction_items: ConstructionItemTable;
  pay_orders: PayOrderTable;
  pay_locks: PayLockTable;
  pay_sandbox_trades: PaySandboxTradeTable;
  pay_anomalies: PayAnomalyTable;
  pay_reconciliations: PayReconciliationTable;
  pay_refunds: PayRefundTable;
  pay_sandbox_refunds: PaySandboxRefundTable;
  reminder_prefs: ReminderPrefTable;
  reminder_sent: ReminderSentTable;
  reminder_runs: ReminderRunTable;
  opinion_notices: OpinionNoticeTable;
  interaction_threads: InteractionThreadTable;
  interaction_posts: InteractionPostTable;
  opinion_defects: OpinionDefectTable;
  download_nonces: DownloadNonceTable;
  invoices: InvoiceTable;
  invoice_items: InvoiceItemTable;
  invoice_balances: InvoiceBalanceTable;
  entrusts: EntrustTable;
  elevator_self_tests: ElevatorSelfTestTable;
  entrust_devices: EntrustDeviceTable;
  mfg_applies: MfgApplyTable;
  maintain_price_filings: MaintainPriceFilingTable;
  maintain_price_lines: MaintainPriceLineTable;
  maint_registrations: MaintRegistrationTable;
  maint_changes: MaintChangeTable;
  maint_assignments: MaintAssignmentTable;
  self_maint_applies: SelfMaintApplyTable;
  self_maint_devices: SelfMaintDeviceTable;
  safety_valves: SafetyValveTable;
  valve_calibrations: ValveCalibrationTable;
  maintenance_records: MaintenanceRecordTable;
  rescues: RescueTable;
  faults: FaultTable;
}
