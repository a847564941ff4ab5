import * as z from 'zod/mini';
import { isPhoneNumber } from '../geography';
import { REGISTRATION_DENIAL_LIMITS, REGISTRATION_LIMITS } from '../limits';
import { addressMessages } from '../messages/en-address';
import { approvalMessages } from '../messages/en-approvals';
import { coreMessages } from '../messages/en-core';
import { translator } from '../messages/format';
import { Guid, limitedText, optionalLimitedText, PageOf } from './common';

const text = translator(coreMessages, approvalMessages, addressMessages);

/** Status of a pending registration (002 §4): waiting, approved, denied. */
export const RegistrationStatus = { Pending: 0, Approved: 1, Denied: 2 } as const;
export type RegistrationStatus = (typeof RegistrationStatus)[keyof typeof RegistrationStatus];

/** The pending-approval lists load with start 1, records 10, sortBy 0 (001 §7, §9). */
export const PendingRegistrationListQuery = z.object({
  /** 1-based page number. */
  start: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  /** Records per page. */
  records: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  /** 0 newest first, 1 oldest first, 2 by last name. */
  sortBy: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
});
export type PendingRegistrationListQuery = z.input<typeof PendingRegistrationListQuery>;

export const PendingRegistrationSummary = z.object({
  id: Guid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string(),
  accountNumber: z.string(),
  /** ISO date-time. */
  createdDate: z.string(),
  status: z.int(),
});
export type PendingRegistrationSummary = z.infer<typeof PendingRegistrationSummary>;

export const PendingRegistrationPage = PageOf(PendingRegistrationSummary);
export type PendingRegistrationPage = z.infer<typeof PendingRegistrationPage>;

/** A role the caller's company may give (its own roles and the ones every company may use). */
export const RegistrationRole = z.object({ id: Guid, name: z.string(), roleType: z.int() });
export type RegistrationRole = z.infer<typeof RegistrationRole>;

/** One registration with what the approver may change and the roles on offer. */
export const PendingRegistration = z.object({
  ...PendingRegistrationSummary.shape,
  username: z.string(),
  phone: z.string(),
  jobTitle: z.string(),
  comments: z.string(),
  /** Roles the new user will get (the Requester role when none is chosen). */
  roleIds: z.array(Guid),
  availableRoles: z.array(RegistrationRole),
  reviewedBy: z.nullable(z.string()),
  reviewedDate: z.nullable(z.string()),
});
export type PendingRegistration = z.infer<typeof PendingRegistration>;

export const RegistrationIdQuery = z.object({ id: Guid });
export type RegistrationIdQuery = z.input<typeof RegistrationIdQuery>;

export const RegistrationIdBody = z.object({ id: Guid });
export type RegistrationIdBody = z.input<typeof RegistrationIdBody>;

/**
 * `Account/Save`: names (required), phone, job title and the roles the new user will get; the lengths of
 * `REGISTRATION_LIMITS` with the catalogue's field messages, which the registration's page shows before the call.
 */
export const SaveRegistrationBody = z.object({
  id: Guid,
  firstName: limitedText({ min: 1, max: REGISTRATION_LIMITS.firstName }),
  lastName: limitedText({ min: 1, max: REGISTRATION_LIMITS.lastName }),
  phone: optionalLimitedText(REGISTRATION_LIMITS.phone),
  jobTitle: optionalLimitedText(REGISTRATION_LIMITS.jobTitle),
  roleIds: z.array(Guid).check(z.maxLength(50)),
});
export type SaveRegistrationBody = z.input<typeof SaveRegistrationBody>;

/**
 * What the approver types when denying a registration (002 §5): comments, required ('Please enter comments for
 * the denial.') and at most 2000 characters. The deny dialog checks them before the call; the server answers blank
 * comments with the same words (a 422 CommentsRequired at `comments`).
 */
export const RegistrationDenialFields = z.object({
  comments: limitedText(REGISTRATION_DENIAL_LIMITS.comments, {
    required: approvalMessages['Registration.CommentsRequired'],
  }),
});
export type RegistrationDenialFields = z.input<typeof RegistrationDenialFields>;

/** `Account/Reject`: denial with the comments sent to the registrant (required: blank answers a 422). */
export const RejectRegistrationBody = z.object({
  id: Guid,
  comments: limitedText({ min: 0, max: REGISTRATION_DENIAL_LIMITS.comments.max }),
});
export type RejectRegistrationBody = z.input<typeof RejectRegistrationBody>;

/** What a registration call changed: the registration's id and its status now. */
export const RegistrationDecision = z.object({ id: Guid, status: z.int(), userId: z.nullable(Guid) });
export type RegistrationDecision = z.infer<typeof RegistrationDecision>;

const field = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/**
 * `Account/registration` (002 §5) as it travels: the sizes only. What may be submitted is `RegistrationFields`
 * plus the password complexity, which the flows rule `registrationErrors` checks, in the portal before the call
 * and in the server (a 422 InvalidInput with the documents' message and the fields at fault).
 */
export const RegistrationBody = z.object({
  /** The yes/no of the registration page: whether the user has a customer account number. */
  hasAccountNumber: z._default(z.boolean(), false),
  accountNumber: field(REGISTRATION_LIMITS.accountNumber),
  companyName: field(REGISTRATION_LIMITS.companyName),
  firstName: field(REGISTRATION_LIMITS.firstName),
  lastName: field(REGISTRATION_LIMITS.lastName),
  email: field(REGISTRATION_LIMITS.email),
  phone: field(REGISTRATION_LIMITS.phone),
  jobTitle: field(REGISTRATION_LIMITS.jobTitle),
  username: field(REGISTRATION_LIMITS.username),
  password: field(REGISTRATION_LIMITS.password),
  confirmPassword: field(REGISTRATION_LIMITS.confirmPassword),
});
export type RegistrationBody = z.input<typeof RegistrationBody>;

const registrationRequired = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, text('Registration.FieldRequired')),
      z.maxLength(max, text('Field.TooLong', { max })),
    );
const registrationOptional = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, text('Field.TooLong', { max }))), '');
/** A password is taken as typed (a space in it is the complexity check's to refuse, not trimmed away). */
const registrationPassword = (max: number) =>
  z
    .string()
    .check(
      z.minLength(1, text('Registration.FieldRequired')),
      z.maxLength(max, text('Field.TooLong', { max })),
    );

/**
 * The registration fields as 002 §5 has them: all required (job title too) but the customer account number, required
 * once the user says they have one; a valid e-mail address and a phone number in a form people write one. The password's complexity comes from the server's
 * requirements, so the flows rule `registrationErrors` adds it; both the page and the server run that rule.
 */
export const RegistrationFields = z
  .object({
    hasAccountNumber: z._default(z.boolean(), false),
    accountNumber: registrationOptional(REGISTRATION_LIMITS.accountNumber),
    companyName: registrationRequired(REGISTRATION_LIMITS.companyName),
    firstName: registrationRequired(REGISTRATION_LIMITS.firstName),
    lastName: registrationRequired(REGISTRATION_LIMITS.lastName),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, text('Registration.FieldRequired')),
        z.regex(z.regexes.email, text('Registration.InvalidEmail')),
        z.maxLength(REGISTRATION_LIMITS.email, text('Field.TooLong', { max: REGISTRATION_LIMITS.email })),
      ),
    // A phone as people write it, as My Account's and the users' forms check it ('abc-def' was registered).
    phone: registrationRequired(REGISTRATION_LIMITS.phone).check(
      z.refine((value) => value === '' || isPhoneNumber(value), text('Field.PhoneInvalid')),
    ),
    jobTitle: registrationRequired(REGISTRATION_LIMITS.jobTitle),
    username: registrationRequired(REGISTRATION_LIMITS.username),
    password: registrationPassword(REGISTRATION_LIMITS.password),
    confirmPassword: registrationPassword(REGISTRATION_LIMITS.confirmPassword),
  })
  .check(
    z.refine((fields) => !fields.hasAccountNumber || fields.accountNumber !== '', {
      path: ['accountNumber'],
      message: text('Registration.FieldRequired'),
    }),
  );
export type RegistrationFields = z.output<typeof RegistrationFields>;

export const RegistrationAnswer = z.object({ ok: z.literal(true) });
export type RegistrationAnswer = z.infer<typeof RegistrationAnswer>;
