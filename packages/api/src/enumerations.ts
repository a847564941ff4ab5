/**
 * Every enumeration of the three documents (000, 001 §4/§9, 002 §3), as `as const` objects of
 * `{ value, name }` with the display name the documents give. Use them by key
 * (`Enumerations.DateRange.Today.value`), list them with `enumerationItems`, and serve them with
 * `enumerationsForDropDown` (the answer of `v1.0/enumeration/listForDropDown?typeName=…`).
 *
 * Where the documents name the members but not their numbers, the numbers are ours, chosen in the order the
 * documents list the members; such enumerations say so. Where the documents use letter codes (bug status,
 * support case status) the entry carries the `code` and a numeric `value` for drop-down lists.
 */
export interface EnumerationEntry {
  readonly value: number;
  readonly name: string;
  /** The documents' letter code, for enumerations keyed by letters (bug and case status). */
  readonly code?: string;
}

export const Enumerations = {
  /** 001 §9, 002 §3: date range ids; DateRange loads at start. */
  DateRange: {
    Expired: { value: 999, name: 'Expired' },
    AnyDate: { value: 0, name: 'Any Date' },
    Today: { value: 1, name: 'Today' },
    Yesterday: { value: 2, name: 'Yesterday' },
    ThisWeek: { value: 3, name: 'This Week' },
    ThisMonth: { value: 4, name: 'This Month' },
    ThisYear: { value: 5, name: 'This Year' },
    Last7Days: { value: 6, name: 'Last 7 Days' },
    LastMonth: { value: 7, name: 'Last Month' },
    LastYear: { value: 8, name: 'Last Year' },
    Last30Days: { value: 9, name: 'Last 30 Days' },
    Last60Days: { value: 10, name: 'Last 60 Days' },
    Last90Days: { value: 11, name: 'Last 90 Days' },
    LastWeek: { value: 12, name: 'Last Week' },
    NextWeek: { value: 13, name: 'Next Week' },
    Next30Days: { value: 14, name: 'Next 30 Days' },
    Next60Days: { value: 15, name: 'Next 60 Days' },
    Next90Days: { value: 16, name: 'Next 90 Days' },
    NextMonth: { value: 17, name: 'Next Month' },
    NextQuarter: { value: 18, name: 'Next Quarter' },
    ThisQuarter: { value: 19, name: 'This Quarter' },
    NextYear: { value: 20, name: 'Next Year' },
    ThisFiscalYear: { value: 21, name: 'This Fiscal Year' },
    LastFiscalYear: { value: 22, name: 'Last Fiscal Year' },
    /** Same period as ThisFiscalYear (21); the documents keep both ids. */
    CurrentFiscalYear: { value: 23, name: 'This Fiscal Year' },
    LastQuarter: { value: 24, name: 'Last Quarter' },
    Next6Months: { value: 25, name: 'Next 6 Months' },
    Next12Months: { value: 26, name: 'Next 12 Months' },
    Next18Months: { value: 27, name: 'Next 18 Months' },
  },
  /** 000 §6, 002 §3: bits of the storefront configuration's features mask. */
  ApplicationFeature: {
    None: { value: 0, name: 'None' },
    Ordering: { value: 1, name: 'Ordering' },
    MaintenanceContracts: { value: 2, name: 'Maintenance Contracts' },
  },
  /** 002 §3. */
  ReportFormat: {
    None: { value: 0, name: 'None' },
    PDF: { value: 1, name: 'PDF' },
    Excel: { value: 2, name: 'Excel' },
    Word: { value: 3, name: 'Word' },
    Embedded: { value: 4, name: 'Embedded' },
    ExcelData: { value: 5, name: 'Excel Data' },
    Xlsx: { value: 6, name: 'Excel 2007 (xlsx)' },
  },
  /** 002 §3: kinds of e-mail inquiry. */
  EmailInquiry: {
    None: { value: 0, name: 'None' },
    Invoice: { value: 1, name: 'Invoice' },
    Quote: { value: 2, name: 'Quote' },
    SalesOrder: { value: 3, name: 'Sales Order' },
    RequestForQuote: { value: 4, name: 'Request For Quote' },
    PresidioAdvisor: { value: 5, name: 'Presidio Advisor' },
    PunchOut: { value: 6, name: 'Punch Out' },
  },
  /** 002 §3: the work item request status filter (includes the two group filters 5 and 6). */
  WorkItemRequestStatusFilter: {
    AllOpen: { value: 5, name: 'All Open' },
    AllClosed: { value: 6, name: 'All Closed' },
    Unsubmitted: { value: 0, name: 'Unsubmitted' },
    PendingApproval: { value: 1, name: 'Pending Approval' },
    PendingPresidio: { value: 3, name: 'Pending Presidio' },
    Completed: { value: 2, name: 'Completed' },
    Rejected: { value: 4, name: 'Rejected' },
  },
  /** 002 §4: the statuses a work item request can have. */
  WorkItemRequestStatus: {
    Unsubmitted: { value: 0, name: 'Unsubmitted' },
    PendingApproval: { value: 1, name: 'Pending Approval' },
    Completed: { value: 2, name: 'Completed' },
    PendingPresidio: { value: 3, name: 'Pending Presidio' },
    Rejected: { value: 4, name: 'Rejected' },
  },
  /** 002 §3. */
  WorkItemRequestType: {
    ServiceLevelUpgrade: { value: 1, name: 'Service Level Upgrade' },
    SiteTransfer: { value: 2, name: 'Site Transfer' },
    RmaSerialNumberUpdate: { value: 3, name: 'RMA Serial Number Update' },
    CcoIdContractAssociation: { value: 4, name: 'CCO ID Contract Association' },
    GeneralInquiry: { value: 5, name: 'General Inquiry' },
    ServiceLevelConsolidation: { value: 6, name: 'Service Level Consolidation' },
    AddNewCoverage: { value: 7, name: 'Add New Coverage' },
  },
  /** 001 §4, 002 §3. */
  ShippingMethod: {
    BestWay: { value: 1, name: 'Best Way' },
    Standard: { value: 2, name: 'Standard (5-7 business days)' },
    Priority: { value: 3, name: 'Priority (2-3 business days)' },
    Expedited: { value: 4, name: 'Expedited (Overnight)' },
  },
  /** 002 §3: the upload dialog offers AddAndUpdate and Overwrite only. */
  ManualContractUploadType: {
    Overwrite: { value: 0, name: 'Overwrite' },
    AddAndUpdate: { value: 1, name: 'Add & Update' },
    Delete: { value: 2, name: 'Delete' },
  },
  /** 002 §3; numbers are ours. */
  ContractDataSource: {
    All: { value: 0, name: 'All' },
    ManufacturerB2b: { value: 1, name: 'Manufacturer B2B' },
    ManufacturerImport: { value: 2, name: 'Manufacturer Import' },
    ManualContractUpload: { value: 3, name: 'Manual Contract Upload' },
  },
  /** 002 §3; numbers are ours. */
  ContactType: {
    Business: { value: 1, name: 'Business' },
    Technical: { value: 2, name: 'Technical' },
    AccountsPayable: { value: 3, name: 'Accounts Payable' },
  },
  /** 001 §9, 002 §3; numbers are ours. */
  CardType: {
    Visa: { value: 1, name: 'Visa' },
    Mastercard: { value: 2, name: 'Mastercard' },
    AmericanExpress: { value: 3, name: 'American Express' },
  },
  /** 001 §9, 002 §3; numbers are ours. */
  PaymentMethod: {
    Net30: { value: 1, name: 'Net30' },
    CreditCard: { value: 2, name: 'Credit Card' },
  },
  /** 001 §4, 002 §3: a bit field except All (-1). */
  PaymentTermType: {
    None: { value: 0, name: 'None' },
    All: { value: -1, name: 'All' },
    CreditCard: { value: 1, name: 'Credit Card' },
    Prepaid: { value: 2, name: 'Prepaid' },
    Net30: { value: 4, name: 'Net30' },
    Extended: { value: 8, name: 'Extended' },
  },
  /** 002 §3: role types of the quote workflow. Only Requester (12) is given; the other numbers are ours. */
  QuoteWorkflowRole: {
    PresidioSalesTeam: { value: 11, name: 'Presidio Sales Team' },
    Requester: { value: 12, name: 'Requester' },
    QuoteApprover: { value: 13, name: 'Quote Approver' },
    ApproverLevel1: { value: 14, name: 'Approver Level 1' },
    ApproverLevel2: { value: 15, name: 'Approver Level 2' },
  },
  /** 002 §3. */
  BugSeverity: {
    Catastrophic: { value: 1, name: 'Catastrophic' },
    Severe: { value: 2, name: 'Severe' },
    Moderate: { value: 3, name: 'Moderate' },
    Minor: { value: 4, name: 'Minor' },
    Cosmetic: { value: 5, name: 'Cosmetic' },
    Enhancement: { value: 6, name: 'Enhancement' },
  },
  /** 002 §3: letter codes O, F, T; numbers are ours. */
  BugStatus: {
    Open: { value: 1, name: 'Open', code: 'O' },
    Fixed: { value: 2, name: 'Fixed', code: 'F' },
    Terminated: { value: 3, name: 'Terminated', code: 'T' },
  },
  /** 002 §3: letter codes O, C; numbers are ours. */
  SupportCaseStatus: {
    Open: { value: 1, name: 'Open', code: 'O' },
    Closed: { value: 2, name: 'Closed', code: 'C' },
  },
  /** 002 §3. */
  DeviceType: {
    Chassis: { value: 1, name: 'Chassis' },
    Minor: { value: 2, name: 'Minor' },
  },
  /** 002 §3; numbers are ours. */
  BugModifiedRange: {
    LastWeek: { value: 1, name: 'Last Week' },
    Last30Days: { value: 2, name: 'Last 30 Days' },
    Last6Months: { value: 3, name: 'Last 6 Months' },
    LastYear: { value: 4, name: 'Last Year' },
    All: { value: 5, name: 'All' },
  },
  /** 002 §3; numbers are ours. */
  BugSearchBy: {
    ProductId: { value: 1, name: 'Product ID' },
    BugIdOrKeywords: { value: 2, name: 'Bug ID or Keywords' },
    ProductSeries: { value: 3, name: 'Product Series' },
  },
  /** 002 §3; numbers are ours. */
  BugReleaseType: {
    AffectedReleases: { value: 1, name: 'Affected Releases' },
    FixedInReleases: { value: 2, name: 'Fixed in Releases' },
  },
  /** 002 §3; numbers are ours. */
  SupportCaseSearchBy: {
    CaseNumber: { value: 1, name: 'Case Number' },
    ContractNumber: { value: 2, name: 'Contract Number' },
    CcoId: { value: 3, name: 'Cisco CCO ID' },
  },
  /** 001 §4: numbers are ours (None 0 is the default, the rest in the documents' order). */
  QuoteStatus: {
    None: { value: 0, name: 'None' },
    Unsubmitted: { value: 1, name: 'Unsubmitted' },
    Submitted: { value: 2, name: 'Submitted' },
    Purchased: { value: 3, name: 'Purchased' },
    Expired: { value: 4, name: 'Expired' },
    Lost: { value: 5, name: 'Lost' },
    Canceled: { value: 6, name: 'Canceled' },
    Approved: { value: 7, name: 'Approved' },
    Rejected: { value: 8, name: 'Rejected' },
    Waiting: { value: 9, name: 'Waiting' },
  },
  /** 001 §4: the shorter quote status list used by filters. */
  QuoteStatusFilter: {
    Submitted: { value: 2, name: 'Submitted' },
    Purchased: { value: 3, name: 'Purchased' },
    Approved: { value: 7, name: 'Approved' },
    Rejected: { value: 8, name: 'Rejected' },
    Expired: { value: 4, name: 'Expired' },
  },
  /**
   * 001 §4: Purchased 1, Rejected 3 and InProcess 4 are given; the others are ours. InProcess is shown as
   * Pending Approval and CopiedToQuote as In Process.
   */
  RequisitionStatus: {
    None: { value: 0, name: 'None' },
    Purchased: { value: 1, name: 'Purchased' },
    Canceled: { value: 2, name: 'Canceled' },
    Rejected: { value: 3, name: 'Rejected' },
    InProcess: { value: 4, name: 'Pending Approval' },
    Processed: { value: 5, name: 'Processed' },
    Transferred: { value: 6, name: 'Transferred' },
    Submitted: { value: 7, name: 'Submitted' },
    CopiedToQuote: { value: 8, name: 'In Process' },
    Quoted: { value: 9, name: 'Quoted' },
  },
  /** 001 §4. */
  RequisitionStatusFilter: {
    NotSelected: { value: -3, name: 'Not Selected' },
    PendingApproval: { value: 4, name: 'Pending Approval' },
    Purchased: { value: 1, name: 'Purchased' },
    Rejected: { value: 3, name: 'Rejected' },
  },
  /** 001 §4, in flow order. */
  PricingRequestStatus: {
    Submitted: { value: 7, name: 'Submitted' },
    InProcess: { value: 8, name: 'In Process' },
    Quoted: { value: 9, name: 'Quoted' },
    Purchased: { value: 1, name: 'Purchased' },
  },
  /** 001 §4. */
  OrderStatus: {
    Open: { value: -102, name: 'Open' },
    Cancelled: { value: 6, name: 'Cancelled' },
    Closed: { value: -104, name: 'Closed' },
  },
  /** 001 §4; numbers are ours. */
  OrderLineStatus: {
    None: { value: 0, name: 'None' },
    Shipped: { value: 1, name: 'Shipped' },
    Scheduled: { value: 2, name: 'Scheduled' },
    Booked: { value: 3, name: 'Booked' },
    Invoiced: { value: 4, name: 'Invoiced' },
    BackOrder: { value: 5, name: 'Back Order' },
    Canceled: { value: 6, name: 'Canceled' },
    New: { value: 7, name: 'New' },
    PendingProvision: { value: 8, name: 'Pending Provision' },
  },
  /** 001 §4; numbers are ours. */
  ChargeKind: {
    Recurring: { value: 1, name: 'Recurring' },
    RecurringCredit: { value: 2, name: 'Recurring Credit' },
    TimeboundCredit: { value: 3, name: 'Timebound Credit' },
    Usage: { value: 4, name: 'Usage' },
  },
  /** 001 §4. */
  InvoiceStatus: {
    Unpaid: { value: 0, name: 'Unpaid' },
    PartiallyPaid: { value: 1, name: 'Partially Paid' },
    Paid: { value: 2, name: 'Paid' },
  },
  /** 001 §4, 000 §2.3: the four invoice kinds; numbers are ours. */
  InvoiceType: {
    Standard: { value: 1, name: 'Invoice' },
    Service: { value: 2, name: 'Service Invoice' },
    ManagedServicesContract: { value: 3, name: 'Managed Services Contract Invoice' },
    Subscription: { value: 4, name: 'Subscription Invoice' },
  },
  /** 001 §4. */
  BlanketPurchaseOrderStatus: {
    All: { value: 0, name: 'All' },
    Active: { value: 1, name: 'Active' },
    Expired: { value: 2, name: 'Expired' },
  },
  /** 001 §4: statuses of orders placed against a blanket PO. */
  BlanketPurchaseOrderOrderStatus: {
    None: { value: 0, name: 'None' },
    Submitted: { value: 1, name: 'Submitted' },
    SubmittedFromCustomerPortal: { value: 2, name: 'Submitted from customer portal' },
    CreditHold: { value: 3, name: 'Credit Hold' },
    InFulfillment: { value: 4, name: 'In Fulfillment' },
    InProcess: { value: 5, name: 'In Process' },
    Cancelled: { value: 6, name: 'Cancelled' },
    Shipped: { value: 7, name: 'Shipped' },
    BackOrder: { value: 8, name: 'Back Order' },
    Closed: { value: 9, name: 'Closed' },
    PartiallyFulfilled: { value: 10, name: 'Partially Fulfilled' },
    Fulfilled: { value: 11, name: 'Fulfilled' },
    Invoiced: { value: 17, name: 'Invoiced' },
    PartiallyInvoiced: { value: 18, name: 'Partially Invoiced' },
    GovtContractHold: { value: 19, name: 'Govt Contract Hold' },
    PartiallyShipped: { value: 20, name: 'Partially Shipped' },
    Paid: { value: 21, name: 'Paid' },
    WorkInProgress: { value: 23, name: 'Work In Progress' },
    Rejected: { value: 24, name: 'Rejected' },
    Verification: { value: 25, name: 'Verification' },
    WaitingForApproval: { value: 26, name: 'Waiting For Approval' },
    StorefrontInProcess: { value: 101, name: 'Store front In Process' },
    Open: { value: 102, name: 'Open' },
    StorefrontSubmitted: { value: 103, name: 'Submitted' },
    StorefrontClosed: { value: 104, name: 'Closed' },
  },
  /** 001 §4: document types used by checkout, workflow and advanced search. */
  DocumentType: {
    Requisition: { value: 4, name: 'Requisition' },
    Orders: { value: 5, name: 'Orders' },
    Invoice: { value: 7, name: 'Invoice' },
    Quote: { value: 8, name: 'Quote' },
    PricingRequest: { value: 15, name: 'Pricing Request' },
  },
  /** 001 §4; numbers are ours. */
  RejectionWorkflowAction: {
    TechReturn: { value: 1, name: 'Tech Return' },
    MgrReject: { value: 2, name: 'Manager Reject' },
    Reject: { value: 3, name: 'Reject' },
    CustomerReject: { value: 4, name: 'Customer Reject' },
  },
  /** 002 §3: status flag of a user. */
  UserStatus: {
    Enabled: { value: 1, name: 'Enabled' },
    Disabled: { value: 2, name: 'Disabled' },
  },
  /** 002 §3: shipment notification subscription; numbers are ours. */
  ShipmentSubscription: {
    None: { value: 0, name: 'None' },
    AllOrders: { value: 1, name: 'All Orders' },
    OneOrder: { value: 2, name: 'One Order' },
  },
  /** 002 §3: report schedule kinds; numbers are ours. */
  ReportScheduleFrequency: {
    Daily: { value: 1, name: 'Daily' },
    Weekly: { value: 2, name: 'Weekly' },
    Monthly: { value: 3, name: 'Monthly' },
  },
  /** 002 §9: contract and service term options, in months. */
  ContractTermMonths: {
    Months3: { value: 3, name: '3 Months' },
    Months6: { value: 6, name: '6 Months' },
    Months9: { value: 9, name: '9 Months' },
    Months12: { value: 12, name: '12 Months' },
    Months18: { value: 18, name: '18 Months' },
    Months24: { value: 24, name: '24 Months' },
    Months48: { value: 48, name: '48 Months' },
    Months60: { value: 60, name: '60 Months' },
  },
  /** 002 §5: work item support levels; numbers are ours. */
  WorkItemSupportLevel: {
    Tac8x5: { value: 1, name: 'Cisco TAC 8x5' },
    Tac24x7: { value: 2, name: 'Cisco TAC 24x7' },
  },
  /** 002 §5: work item onsite support; numbers are ours. */
  WorkItemOnsiteSupport: {
    Onsite: { value: 1, name: 'Onsite' },
    NonOnsite: { value: 2, name: 'Non Onsite' },
  },
  /** 002 §5: work item replacement part; numbers are ours. */
  WorkItemReplacementPart: {
    NextBusinessDay: { value: 1, name: 'NBD' },
    FourHourParts: { value: 2, name: '4HR Parts' },
    TwoHourParts: { value: 3, name: '2HR Parts' },
  },
  /** 002 §5: password error codes of validatePasswordFields / setPassword. */
  PasswordErrorCode: {
    InvalidOldPassword: { value: 1, name: 'Invalid Old Password' },
    InvalidNewPassword: { value: 2, name: 'Invalid New Password' },
    MinimumLength: { value: 3, name: 'Minimum length' },
    MinimumNumeric: { value: 4, name: 'Minimum numeric' },
    MinimumUppercase: { value: 5, name: 'Minimum uppercase' },
    MinimumLowercase: { value: 6, name: 'Minimum lowercase' },
    MinimumSpecialCharacters: { value: 7, name: 'Minimum special characters' },
    NoSpaceOrTab: { value: 8, name: 'No space or tab' },
    PasswordsMustMatch: { value: 9, name: 'Passwords must match' },
  },
} as const satisfies Record<string, Record<string, EnumerationEntry>>;

export type EnumerationTypeName = keyof typeof Enumerations;

/** The numeric values of one enumeration, e.g. `EnumerationValue<'DocumentType'>` is `4 | 5 | 7 | 8 | 15`. */
export type EnumerationValue<T extends EnumerationTypeName> =
  (typeof Enumerations)[T][keyof (typeof Enumerations)[T]] extends { value: infer V } ? V : never;

/** The entries of one enumeration in the documents' order. */
export function enumerationItems(typeName: EnumerationTypeName): readonly EnumerationEntry[] {
  return Object.values(Enumerations[typeName]) as EnumerationEntry[];
}

/** Display name of a value, or undefined when the value is not a member. */
export function enumerationName(typeName: EnumerationTypeName, value: number): string | undefined {
  return enumerationItems(typeName).find((entry) => entry.value === value)?.name;
}

/** `{ value, name }` lists keyed by type name, as served by `v1.0/enumeration/listForDropDown`. */
export const enumerationsForDropDown: Record<string, { value: number; name: string }[]> = Object.fromEntries(
  (Object.keys(Enumerations) as EnumerationTypeName[]).map((typeName) => [
    typeName,
    enumerationItems(typeName).map(({ value, name }) => ({ value, name })),
  ]),
);

/**
 * The date-range lists of 002 §3 that reuse DateRange ids (saved carts, contract and support dates). The
 * documents name the lists but not their members: the members are ours (past ranges for documents, future
 * ranges and Expired for contract and support dates).
 */
export const DateRangeLists = {
  General: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 19, 24, 21, 22],
  SavedCart: [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11],
  ContractEndDate: [0, 999, 14, 15, 16, 25, 26, 27],
  LastDateOfSupport: [0, 999, 25, 26, 27],
  EndOfSoftwareMaintenance: [0, 999, 25, 26, 27],
  EndOfServiceAttach: [0, 999, 25, 26, 27],
  EndOfServiceContractRenewal: [0, 999, 25, 26, 27],
  EndOfSaleDate: [0, 999, 25, 26, 27],
} as const;
