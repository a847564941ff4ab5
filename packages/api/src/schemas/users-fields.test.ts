import { describe, expect, it } from 'vitest';
import { USER_LIMITS } from '../limits';
import { formatMessage } from '../messages';
import { AddUserBody, UpdateUserBody, UserSearchBody } from './users';

describe('UserSearchBody keyword', () => {
  it('refuses a keyword over the limit with the catalogue message, as the users list shows it on the field', () => {
    const result = UserSearchBody.safeParse({ keyword: 'x'.repeat(USER_LIMITS.keyword + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['keyword', formatMessage('Field.TooLong', { max: USER_LIMITS.keyword })],
    ]);
  });

  it('takes a keyword at the limit, trimmed, and an absent one as empty', () => {
    expect(UserSearchBody.parse({ keyword: `  ${'x'.repeat(USER_LIMITS.keyword)}  ` }).keyword).toBe(
      'x'.repeat(USER_LIMITS.keyword),
    );
    expect(UserSearchBody.parse({}).keyword).toBe('');
  });
});

describe("a user administrator's profile fields (New user, the user page)", () => {
  const fields = { firstName: 'Nina', lastName: 'New', email: 'nina@northwind.example' };

  it('refuses a phone or fax that is not a phone number with the message My Account gives', () => {
    for (const schema of [AddUserBody, UpdateUserBody]) {
      const extra = schema === UpdateUserBody ? { id: '321fbcda-577f-52ff-b23e-433d745a126d' } : {};
      const result = schema.safeParse({ ...fields, ...extra, phone: 'not a phone', fax: 'abc' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['phone', formatMessage('Field.PhoneInvalid')],
        ['fax', formatMessage('Field.PhoneInvalid')],
      ]);
    }
  });

  it('takes a phone such as 555-010-0199, and none', () => {
    expect(AddUserBody.parse({ ...fields, phone: ' 555-010-0199 ' }).phone).toBe('555-010-0199');
    expect(AddUserBody.parse(fields)).toMatchObject({ phone: '', fax: '' });
  });
});
