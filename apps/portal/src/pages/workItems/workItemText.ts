import { Enumerations } from '@b2b-portal/api';
import type { WorkItemField } from '@b2b-portal/flows/rules';
import { t } from '../../services/messages/workItems';

/** The labels of the kind-specific fields (002 §3). */
export const fieldLabels: Record<WorkItemField, string> = {
  userName: t('WorkItem.UserName'),
  ccoId: t('WorkItem.CcoId'),
  question: t('WorkItem.Question'),
  rmaNumber: t('WorkItem.RmaNumber'),
  previousSerial: t('WorkItem.PreviousSerial'),
  newSerial: t('WorkItem.NewSerial'),
  targetContractNumber: t('WorkItem.TargetContractNumber'),
  destinationAddress: t('WorkItem.DestinationAddress'),
  serialNumbers: t('WorkItem.SerialNumbers'),
  supportLevel: t('WorkItem.SupportLevel'),
  onsiteSupport: t('WorkItem.OnsiteSupport'),
  replacementPart: t('WorkItem.ReplacementPart'),
};

const options = (enumeration: Record<string, { value: number; name: string }>) =>
  Object.values(enumeration).map(({ value, name }) => ({ id: value, label: name }));

/** The documents' choices of the three service level fields (002 §5). */
export const choiceOptions = {
  supportLevel: options(Enumerations.WorkItemSupportLevel),
  onsiteSupport: options(Enumerations.WorkItemOnsiteSupport),
  replacementPart: options(Enumerations.WorkItemReplacementPart),
} as const;

/** The seven kinds (002 §3), by value. */
export const typeOptions = options(Enumerations.WorkItemRequestType);
