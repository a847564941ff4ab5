/** Manual contract upload (/manual-contract, issue 19; 002 §2, §5, §8). */
export const manualContractMessages = {
  'ManualContract.Intro':
    'Keep the maintenance contracts your manufacturers do not send us: download the template for an ERP account number, fill in one row per device and upload it for a manufacturer.',
  'ManualContract.CurrentTitle': 'Current manufacturers',
  'ManualContract.CurrentEmpty': 'No contracts have been uploaded yet.',
  'ManualContract.Column.Manufacturer': 'Manufacturer',
  'ManualContract.Column.Contracts': 'Contracts',
  'ManualContract.Column.Devices': 'Devices',
  'ManualContract.Column.ErpAccounts': 'ERP account numbers',
  'ManualContract.Column.LastUpload': 'Last upload',
  'ManualContract.Column.Actions': 'Actions',
  'ManualContract.Column.ContractNumber': 'Contract number',
  'ManualContract.Column.ContractType': 'Contract type',
  'ManualContract.Column.Start': 'Start date',
  'ManualContract.Column.End': 'End date',
  'ManualContract.ViewContracts': 'View contracts of {manufacturer}',
  'ManualContract.HideContracts': 'Hide contracts of {manufacturer}',
  'ManualContract.ContractsOf': 'Uploaded contracts of {manufacturer}',
  'ManualContract.Delete': 'Delete contracts of {manufacturer}',
  'ManualContract.DeleteTitle': 'Delete contracts',
  'ManualContract.DeleteConfirm':
    'Delete the {contracts} uploaded contracts of {manufacturer} with their {devices} devices? Contracts from the manufacturer itself stay.',
  'ManualContract.DeleteAction': 'Delete',
  'ManualContract.Deleted': 'The uploaded contracts of {manufacturer} were deleted.',
  'ManualContract.TemplateTitle': 'Template',
  'ManualContract.ErpAccount': 'ERP account number',
  'ManualContract.DownloadTemplate': 'Download template',
  'ManualContract.TemplateHint':
    'Required: Contract Number, Contract Type, Contract Start Date, Contract End Date, Part Number and Serial Number. Dates as MM/DD/YYYY; Device Type Chassis or Minor; Status Active, Signed, Overdue or Terminated. One row per device.',
  'ManualContract.UploadTitle': 'Upload contracts',
  'ManualContract.Manufacturer': 'Manufacturer',
  'ManualContract.ChooseManufacturer': 'Choose a manufacturer',
  'ManualContract.UploadType': 'Upload type',
  'ManualContract.Type.AddAndUpdate': 'Add & Update',
  'ManualContract.Type.AddAndUpdateHint':
    'Adds new contracts and devices and updates those with the same contract number and serial number.',
  'ManualContract.Type.Overwrite': 'Overwrite',
  'ManualContract.Type.OverwriteHint':
    "Replaces the manufacturer's uploaded contracts of this ERP account number with the file's.",
  'ManualContract.File': 'XLS or XLSX file',
  'ManualContract.Upload': 'Upload',
  'ManualContract.Uploading': 'Uploading {fileName}',
  'ManualContract.Importing': 'Checking and importing the rows…',
  // The counts stand after their noun ("Contracts: 1 added"), so no count reads "1 contracts".
  'ManualContract.Uploaded': {
    one: '{count} row imported. Contracts: {contractsAdded} added, {contractsUpdated} updated, {contractsRemoved} removed. Devices: {devicesAdded} added, {devicesUpdated} updated, {devicesRemoved} removed.',
    other:
      '{count} rows imported. Contracts: {contractsAdded} added, {contractsUpdated} updated, {contractsRemoved} removed. Devices: {devicesAdded} added, {devicesUpdated} updated, {devicesRemoved} removed.',
  },
  // Form rules (002 §5).
  'ManualContract.ManufacturerRequired': 'Choose the manufacturer of the contracts.',
  'ManualContract.FileRequired': 'Choose the XLS or XLSX file to upload.',
  'ManualContract.Unreadable':
    'The system is unable to read the imported file. Make sure the format is XLS or XLSX',
  'ManualContract.FileTooLarge': 'The file is larger than {max}; split it into smaller uploads.',
  'ManualContract.UploadTypeInvalid': 'Choose Add & Update or Overwrite.',
  'ManualContract.ErpAccountNotFound': 'Your company has no ERP account number {erpAccountNumber}.',
  'ManualContract.ManufacturerNotFound': 'The manufacturer was not found.',
  'ManualContract.NoManualContracts': 'There are no uploaded contracts of this manufacturer.',
  // The workbook as a whole.
  'ManualContract.ColumnsMissing':
    'The workbook has no column {columns}. Download the template and keep its header row.',
  'ManualContract.NoRows': 'The workbook has no contract rows under its header row.',
  'ManualContract.TooManyRows': 'An upload takes at most {max} rows; this workbook has {count}.',
  // The per-row report.
  'ManualContract.RowsInvalid': {
    one: 'Nothing was imported: {count} cell of the file needs correcting.',
    other: 'Nothing was imported: {count} cells of the file need correcting.',
  },
  'ManualContract.ReportTitle': 'Rows to correct',
  'ManualContract.ReportShown': 'The first {shown} of {count} are listed.',
  'ManualContract.Report.Row': 'Row',
  'ManualContract.Report.Column': 'Column',
  'ManualContract.Report.Problem': 'What is wrong',
  'ManualContract.Row.Required': '{column} is required.',
  'ManualContract.Row.TooLong': '{column} takes at most {max} characters.',
  'ManualContract.Row.Date': '"{value}" is not a date; write MM/DD/YYYY.',
  'ManualContract.Row.EndBeforeStart': 'The contract end date is before its start date.',
  'ManualContract.Row.DeviceType': '"{value}" is not a device type; write Chassis or Minor.',
  'ManualContract.Row.Quantity': '"{value}" is not a whole number from 1 to {max}.',
  'ManualContract.Row.Status': '"{value}" is not a status; write {statuses}.',
  'ManualContract.Row.Site': 'Your company has no install site {value}.',
  'ManualContract.Row.ContractDiffers':
    'Contract {contract} has another {column} on row {row}; rows of one contract must agree.',
  'ManualContract.Row.Duplicate': 'Serial number {serial} of contract {contract} is also on row {row}.',
  'ManualContract.Row.NotManual':
    "Contract {contract} comes from the manufacturer's own feed and cannot be changed by an upload.",
  'ManualContract.Row.OtherAccount':
    'Contract {contract} was uploaded for ERP account number {erpAccountNumber}; upload it for that account.',
} as const;
