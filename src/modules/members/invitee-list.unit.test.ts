import { describe, expect, it } from 'vitest';
import { readInviteeList } from './invitee-list.js';

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

describe('reading a list of people', () => {
  it('reads pasted lines, skipping blank ones and keeping each person’s line number', () => {
    const list = readInviteeList({ text: 'Ava Alvarez <ava@example.com>\n\r\nben@example.com, Ben Brown, Manager\n' });
    expect(list.drafts.map((draft) => [draft.line, draft.email, draft.fullName, draft.role])).toEqual([
      [1, 'ava@example.com', 'Ava Alvarez', ''],
      [3, 'ben@example.com', 'Ben Brown', 'Manager'],
    ]);
  });

  it('reads pasted text whose first line is a header as CSV', () => {
    const list = readInviteeList({ text: 'Name;Email;Weekly capacity\n"Alvarez; Ava";ava@example.com;32\n' });
    expect(list.drafts).toMatchObject([
      { line: 2, fullName: 'Alvarez; Ava', email: 'ava@example.com', weeklyCapacity: '32' },
    ]);
  });

  it('reads a CSV file in Windows-1252 with its header in any order, naming the columns it ignores', () => {
    const bytes = Buffer.concat([
      Buffer.from('email,Name,Department\r\nzoe@example.com,Zo'),
      Buffer.from([0xeb]),
      Buffer.from(',Design\r\n'),
    ]);
    const list = readInviteeList({ csv: bytes.toString('base64') });
    expect(list.drafts).toMatchObject([{ line: 2, email: 'zoe@example.com', fullName: 'Zoë' }]);
    expect(list.ignoredColumns).toEqual(['Department']);
  });

  it('refuses a file without an email column, an empty list and one of more than 500 people', () => {
    expect(() => readInviteeList({ csv: base64('name,role\nAva,Member\n') })).toThrow(
      expect.objectContaining({ code: 'INVITE_LIST_UNREADABLE' }),
    );
    expect(() => readInviteeList({ text: '\n  \n' })).toThrow(expect.objectContaining({ code: 'INVITE_LIST_EMPTY' }));
    const many = Array.from({ length: 501 }, (_, index) => `p${index}@example.com`).join('\n');
    expect(() => readInviteeList({ text: many })).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_INVITE_ROWS', details: { rows: 501, max: 500 } }),
    );
    expect(readInviteeList({ text: many.split('\n').slice(0, 500).join('\n') }).drafts).toHaveLength(500);
  });
});
