/**
 * Quick order (part numbers and quantities pasted or uploaded, resolved against the catalogue) and reorder (an
 * order's lines added to the cart again); issue 17.
 */
export const quickOrderMessages = {
  'QuickOrder.Title': 'Quick Order',
  'QuickOrder.Intro':
    'Paste part numbers with quantities, one line each (for example "C9200-24P-E, 2"), or upload a CSV or XLSX file with the part number in the first column and the quantity in the second. A line without a quantity orders 1.',
  'QuickOrder.PasteLabel': 'Part numbers and quantities',
  'QuickOrder.PasteHint': 'One line each: part number, then quantity (comma, tab or space between them).',
  'QuickOrder.FileLabel': 'CSV or XLSX file',
  'QuickOrder.Check': 'Check lines',
  'QuickOrder.Checking': 'Checking the lines…',
  'QuickOrder.ResultsTitle': 'Checked lines',
  'QuickOrder.Summary': '{ready} of {total} lines are ready to add to your cart.',
  'QuickOrder.AddToCart': { one: 'Add {count} line to cart', other: 'Add {count} lines to cart' },
  'QuickOrder.Added': {
    one: '{count} line was added to your cart.',
    other: '{count} lines were added to your cart.',
  },
  'QuickOrder.NoneAdded': 'No line could be added to your cart.',
  'QuickOrder.NotAdded': 'These lines could not be added:',
  'QuickOrder.ViewCart': 'View cart',
  'QuickOrder.StartOver': 'Start over',
  'QuickOrder.Column.Line': 'Line',
  'QuickOrder.Column.Part': 'Part number',
  'QuickOrder.Column.Quantity': 'Quantity',
  'QuickOrder.Column.Product': 'Product',
  'QuickOrder.Column.Result': 'Result',
  'QuickOrder.Ready': 'Ready to add',
  'QuickOrder.Refused': 'Refused: {reason}',
  // Why a line is refused (the server's words, shown beside the line).
  'QuickOrder.UnknownPart': 'No product has the part number {part}.',
  'QuickOrder.AmbiguousPart':
    '{part} is the part number of several products ({manufacturers}); please add it from the shop.',
  'QuickOrder.PartMissing': 'The part number is missing.',
  'QuickOrder.QuantityInvalid': 'The quantity "{quantity}" is not a whole number from {min} to {max}.',
  // Refusals of the whole request.
  'QuickOrder.Empty': 'There are no part numbers to check. Paste or upload part numbers with quantities.',
  'QuickOrder.TooManyLines': 'A quick order takes at most {max} lines; this one has {count}.',
  'QuickOrder.FileRequired': 'Please choose a CSV or XLSX file to upload.',
  'QuickOrder.FileType': '{fileName} is not a CSV or XLSX file. Please upload a CSV or XLSX file.',
  'QuickOrder.FileTooLarge': 'The file is larger than {max}. A quick order takes at most 1,000 lines.',
  'QuickOrder.FileUnreadable':
    '{fileName} could not be read as a CSV or XLSX file. Please save it again as CSV or XLSX and upload it.',

  'Reorder.Title': 'Reorder',
  'Reorder.Intro': 'Add the lines of this order to your cart again, at today’s catalogue prices.',
  'Reorder.All': 'Reorder all lines',
  'Reorder.Choose': 'Choose lines…',
  'Reorder.ChooseTitle': 'Choose the lines to reorder',
  'Reorder.Chosen': { one: 'Add {count} line to cart', other: 'Add {count} lines to cart' },
  'Reorder.NoneChosen': 'Please choose at least one line.',
  'Reorder.Adding': 'Adding the lines to your cart…',
  'Reorder.Added': {
    one: '{count} line of order {number} was added to your cart.',
    other: '{count} lines of order {number} were added to your cart.',
  },
  'Reorder.NoneAdded': 'No line of order {number} could be added to your cart.',
  'Reorder.LineRefused': 'Line {lineNumber}, {part}: {reason}',
  'Reorder.NotACatalogueProduct':
    'This line was not a catalogue product; please request it again from the shop.',
} as const;
