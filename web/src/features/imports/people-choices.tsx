import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { TableScroll } from '../../components';
import { chosenOrganizationId } from '../../lib/api/organization';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { membersQuery } from '../members';
import type { PreviewPerson } from './imports-queries';

/** Where one person's time goes: a member (by id) or a new member with this address. */
export type PersonChoice = { memberId: string } | { email: string };
export type PersonChoices = Record<string, PersonChoice | undefined>;

const NEW = 'new';

/** The people who need a choice: a name-only match to confirm, or nobody to match at all. */
export const needsChoice = (person: PreviewPerson) => person.match === 'NAME' || person.match === 'NEEDS_EMAIL';

/** A name match starts as that member; the Owner may pick another one. */
export function initialChoices(people: readonly PreviewPerson[]): PersonChoices {
  const choices: PersonChoices = {};
  for (const person of people)
    if (person.match === 'NAME' && person.memberId) choices[person.key] = { memberId: person.memberId };
  return choices;
}

export const isChosen = (choice: PersonChoice | undefined) =>
  choice !== undefined && ('memberId' in choice || /^\S+@\S+\.\S+$/.test(choice.email));

interface PeopleTableProps {
  people: readonly PreviewPerson[];
  choices: PersonChoices;
  onChoose: (key: string, choice: PersonChoice | undefined) => void;
}

/** Every person of the file, their rows and hours, how they match, and a choice where one is needed. */
export function PeopleTable({ people, choices, onChoose }: PeopleTableProps) {
  const { format } = useLocalTime();
  const members = useQuery(membersQuery(chosenOrganizationId() ?? undefined));
  return (
    <TableScroll label={t('imports.people')}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('imports.person')}</th>
            <th scope="col" className="numeric">
              {t('imports.rows')}
            </th>
            <th scope="col" className="numeric">
              {t('imports.hours')}
            </th>
            <th scope="col">{t('imports.match')}</th>
            <th scope="col">{t('imports.theirTime')}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.key}>
              <th scope="row">
                {person.name ?? person.email}
                {person.name && person.email && <span className="muted"> {person.email}</span>}
              </th>
              <td className="numeric">{format.number(person.rows)}</td>
              <td className="numeric">{format.duration(person.hours * 3600)}</td>
              <td>{t(`imports.${person.match}`)}</td>
              <td>
                {needsChoice(person) ? (
                  <PersonChoiceField
                    person={person}
                    choice={choices[person.key]}
                    members={members.data ?? []}
                    onChoose={(choice) => onChoose(person.key, choice)}
                  />
                ) : (
                  (person.memberName ?? person.email ?? '')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

interface PersonChoiceFieldProps {
  person: PreviewPerson;
  choice: PersonChoice | undefined;
  members: ReadonlyArray<{ id: string; user: { fullName: string; email: string } }>;
  onChoose: (choice: PersonChoice | undefined) => void;
}

function PersonChoiceField({ person, choice, members, onChoose }: PersonChoiceFieldProps) {
  const id = useId();
  const label = person.name ?? person.email ?? '';
  const selected = choice === undefined ? '' : 'memberId' in choice ? choice.memberId : NEW;
  return (
    <div className="stack-tight">
      <select
        id={id}
        aria-label={`${t('imports.theirTime')} ${label}`}
        value={selected}
        onChange={(event) => {
          const value = event.target.value;
          onChoose(value === '' ? undefined : value === NEW ? { email: '' } : { memberId: value });
        }}
      >
        <option value="">{t('imports.choose')}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.user.fullName} ({member.user.email})
          </option>
        ))}
        <option value={NEW}>{t('imports.newWithEmail')}</option>
      </select>
      {choice !== undefined && 'email' in choice && (
        <input
          id={`${id}-email`}
          type="email"
          value={choice.email}
          aria-label={t('imports.newEmail', { name: label })}
          placeholder={t('imports.newEmail', { name: label })}
          onChange={(event) => onChoose({ email: event.target.value.trim() })}
        />
      )}
    </div>
  );
}
