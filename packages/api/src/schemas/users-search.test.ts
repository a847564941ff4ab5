import { describe, expect, it } from 'vitest';
import { USER_LIMITS } from '../limits';
import { formatMessage } from '../messages';
import { UserSearchBody } from './users';

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
