/**
 * The shell's messages (000): session, generic HTTP answers, login, downloads, lists, field errors, header, side
 * menu and footer. The portal's first paint carries these and no more; each area's messages load with its pages
 * (see ./index.ts).
 */
export const coreMessages = {
  // Session (000 §4)
  'Global.SessionModalTitle': 'Session timed out',
  'Global.SessionTimeoutMessage': 'Your session has timed out. Please log in again.',
  'Global.Ok': 'OK',
  'Global.Cancel': 'Cancel',
  'Global.Close': 'Close',
  'Global.Yes': 'Yes',
  'Global.No': 'No',
  'Global.Loading': 'Loading…',
  'Global.NotAvailableYet': 'This page is not available yet.',

  // Generic HTTP answers (000 §8)
  'Http.400': 'There was some problem, while processing your Request',
  'Http.401': 'Unauthorized, You are not Allowed',
  'Http.403': 'Sorry, You are not allowed for This Action',
  'Http.404': 'API Route is Missing or Undefined',
  'Http.405': 'API Route Method Not Allowed',
  'Http.500': 'Server Error, please try again later',
  'Http.RequestFailure': 'There is some Problem With Our Servers, Please Try again Later',
  'Http.Other': 'There was some Problem with your Request, Please Try again Later',
  'Http.TooManyRequests': 'Too many attempts. Please wait a minute and try again.',
  'Http.PayloadTooLarge': 'The request is too large. Please send less data at once.',
  // The client log's daily caps (issue 15 item 2); the portal posts logs in the background and shows no answer.
  'Http.LogLimitReached':
    'Enough has been logged from here today. The log takes entries again tomorrow (UTC).',
  'Http.HeadersTooLarge':
    'The address or the headers of the request are too long. Please search for less at once.',
  'Http.UnsupportedMediaType': 'The request must be sent as JSON.',
  'Global.NoCompany': 'Your user is not linked to a company.',
  'Global.UnknownEnumeration': 'There is no list named {typeName}.',
  'BusinessUnit.NoLabelFound': 'Your company has not set up a business unit hierarchy.',

  // Login (002 §8)
  'Login.Title': 'Sign in',
  'Login.Username': 'Username',
  'Login.Password': 'Password',
  'Login.Next': 'Next',
  'Login.SignIn': 'Sign in',
  'Login.ForgotPassword': 'Forgot password?',
  'Login.Register': 'Register for an account',
  'Login.UsernameRequired': 'Please enter your username.',
  'Login.PasswordRequired': 'Please enter your password.',
  'Login.IncorrectCredentials': 'Incorrect username or password.',
  'Login.Failed': 'Login Failed',
  'Login.SomethingWentWrong': 'Unable to login or something went wrong.',
  'Login.AccountDisabled':
    'Your account has been disabled. Please contact your sales representative to have it enabled.',
  'Login.CompanyNotConfigured':
    'Your company is not configured for this portal. Please contact your sales representative.',
  'Login.InvalidUser':
    'We could not find that user. Please check your credentials, or register for an account.',
  'Login.CaptchaFailed': 'Please confirm that you are not a robot and try again.',
  'Login.CaptchaRequired':
    'There were many failed sign-ins to this account. Please confirm that you are not a robot, then sign in.',
  'Login.CaptchaSandbox': 'I am not a robot',
  'Login.CaptchaSandboxHint': 'Demo check: stands in for the CAPTCHA a live portal shows.',
  'Login.CaptchaUnavailable': 'The robot check could not be loaded. Please try again later.',
  'Login.InvalidRefreshToken': 'Your session has ended. Please log in again.',
  // A signed-in user sent to a page their permissions do not allow (issue 13): Login says so, never loops.
  'Login.Forbidden':
    'You are signed in as {user} and may not open {page}. Sign in as someone else, or go back to {landing}.',
  'Login.SignInAsSomeoneElse': 'Sign in as someone else',
  'Login.GoTo': 'Go to {landing}',
  'Login.RedirectRefused':
    'You signed in as {user}, who may not open {page}, so you are on {landing} instead.',

  // Downloads (000 §2.12, §8)
  'Download.Title': 'Export',
  'Download.InProgress': 'Downloading file...',
  'Download.FailedTitle': 'Download Failed',
  'Download.FailedMessage': 'Something went wrong',
  'Download.NoDataTitle': 'No data found',
  'Download.NoDataMessage': 'There is no data for the selected criteria.',
  'Report.LargeReportTitle': 'Large report',
  'Report.LargeReportMessage': 'Your report will be downloaded shortly.',
  'Report.LargeReportDetail':
    'Very large reports may take up to 15 minutes. You can also find it in Reports.',

  // Punch-out (000 §8)
  'PunchOut.NoProfile':
    'Your punchout profile has not been created. To setup your punchout profile, click here',

  // Lists and generic (001 §8, 002 §5, §8)
  'Global.NoRecordsFound': 'No records found.',
  'Global.RecordNotFetch': 'Record not fetch',
  'Global.ResultNotFound': 'Result not found',
  // An address no route of the table has (the documents are silent; the portal's README says why this page).
  'Global.PageNotFoundTitle': 'Page not found',
  'Global.PageNotFound': 'There is no page at the address {path}. Check the address, or go to {landing}.',
  'Global.RequiredFields': 'Please enter all required fields and try again.',
  // Ours: a form refused before the call where no required field is empty, only a value in a wrong form.
  'Global.CorrectFields': 'Please correct the marked fields and try again.',
  // Field errors of the contract's schemas (issue 13 §3): the server answers them, the portal's forms show them.
  'Field.Required': 'This field is required.',
  // An amount with cents beyond the 2 decimals money has (issue 18: '2500.123' was told 'above zero').
  'Field.MoneyDecimals': 'Please enter an amount with at most 2 decimals.',
  'Field.TooShort': 'Please enter at least {min} characters.',
  'Field.TooLong': 'Please enter at most {max} characters.',
  'Field.EmailInvalid': 'Please enter a valid email address.',
  'Field.OutOfRange': 'Please enter a number from {min} to {max}.',
  'Field.ZipCodeInvalid': 'Please enter a ZIP code such as 12345 or 12345-6789.',
  'Field.ControlCharacter': 'Please remove the control character (such as NUL) from this field.',
  'Global.NotAbleToCopy': 'Not able to copy.',
  'Global.SomethingWentWrong': 'Something went wrong',

  // Shell (000 §2.6–2.8)
  'Header.Greeting': 'Hello, {firstName}!',
  'Header.Search': 'Search',
  'Header.SearchDocumentType': 'Document type',
  'Header.SearchKeyword': 'Keyword',
  'Header.PendingApprovals': 'Pending approvals',
  'Header.Cart': 'Shopping cart',
  'Header.CartWithCount': { one: 'Shopping cart, {count} item', other: 'Shopping cart, {count} items' },
  'Header.MyAccount': 'My Account',
  'Header.Logout': 'Logout',
  'Header.Login': 'Login',
  'Header.Help': 'Help',
  'Header.ToggleMenu': 'Toggle menu',
  'Header.CloseMenu': 'Close menu',
  'Header.Portals': 'Portals',
  // The one-row phone header (issue 16) and the header search's Products type (Shop's keyword search).
  'Header.SearchToggle': 'Show search',
  'Header.AccountMenu': 'Account menu',
  'Header.SearchProducts': 'Products',
  'News.Region': 'News',
  'News.Dismiss': 'Dismiss news',
  'News.ShowAll': 'Show all news',
  'Menu.AccountOverview': 'Account Overview',
  'Menu.Shop': 'Shop',
  'Menu.QuickOrder': 'Quick Order',
  'Menu.Quotes': 'Quotes',
  'Menu.PricingRequest': 'Pricing Request',
  'Menu.Requests': 'Requests',
  'Menu.Orders': 'Orders',
  'Menu.Requisitions': 'Requisitions',
  'Menu.BlanketPurchaseOrders': 'Blanket Purchase Orders',
  'Menu.Invoices': 'Invoices',
  'Menu.Contracts': 'Contracts',
  'Menu.Devices': 'Devices',
  'Menu.ManualContractUpload': 'Manual Contract Upload',
  'Menu.WorkItems': 'Work Items',
  'Menu.Bugs': 'Bugs',
  'Menu.Rmas': 'RMAs',
  'Menu.SupportCases': 'Support Cases',
  'Menu.Reports': 'Reports',
  'Menu.MyAccount': 'My Account',
  'Menu.Settings': 'Settings',
  'Menu.Help': 'Help',
  'Menu.Portals': 'Portals',
  'Menu.SoftwareCentral': 'Software Central',
  'Menu.Logout': 'Logout',
  'Menu.DocumentCategorizationHierarchy': 'Document Categorization Hierarchy',
  'Menu.ContactsAndAddresses': 'Contacts & Addresses',
  'Menu.Users': 'Users',
  // Approval workflows settings (issue 6)
  'Menu.ApprovalWorkflows': 'Approval Workflows',
  'Menu.SingleSignOn': 'Single Sign-On',
  'Footer.Copyright': '© {year} IT Reseller, Inc. All rights reserved. Version {version}',
  'Footer.Home': 'Home',
  'Footer.Careers': 'Careers',
  'Footer.Privacy': 'Privacy Policy',
  'Footer.CookiePolicy': 'Cookie Policy',
  'Footer.Sitemap': 'Sitemap',
  'Footer.ContactUs': 'Contact Us',
  'Footer.GlobalPriceList': 'Global Price List',
} as const;
