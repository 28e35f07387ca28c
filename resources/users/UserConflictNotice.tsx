import type { Agency, Role } from '../../dataProviders/sso/contract';
import type { User } from '../../dataProviders/sso/usersContract';
import { ConflictNotice } from '../../src/layout/ConflictNotice';
import { conflictChanges } from '../../src/lib/conflict';
import { formValuesOf } from './userModel';
import { useUserLabels } from './useUserLabels';

interface UserConflictNoticeProps {
  /** The user as the form was opened with. */
  opened: User;
  /** The user as the server has it now. */
  current: User;
  /** The agencies the form offers: a changed membership is said by the agency's name. */
  agencies: Agency[];
  posEnabled: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}

/** The edit form's fields another save can change (the email is fixed), in the form's order. */
const fieldsOf = (posEnabled: boolean) =>
  ['firstName', 'lastName', 'role', ...(posEnabled ? ['posRole'] : []), 'agencies'] as const;

/**
 * Edit User's save was refused because someone else saved the user after the form was opened: what they changed, each
 * role by its label and each agency by its name, with "Load their version" and "Save mine over theirs".
 */
export const UserConflictNotice = ({
  opened,
  current,
  agencies,
  posEnabled,
  onReload,
  onOverwrite,
}: UserConflictNoticeProps) => {
  const labels = useUserLabels();
  const names = new Map(
    [...agencies, ...opened.agencies, ...current.agencies].map(agency => [agency.slug, agency.name]),
  );
  const text = (field: string, value: unknown): string => {
    if (field === 'agencies')
      return (value as string[])
        .map(slug => names.get(slug) ?? slug)
        .sort((a, b) => a.localeCompare(b))
        .join(', ');
    if (field === 'role' || field === 'posRole') return value ? labels.roleLabel(value as Role) : '';
    return String(value ?? '');
  };
  const changes = conflictChanges(formValuesOf(opened), formValuesOf(current), fieldsOf(posEnabled)).map(change => ({
    field: change.field,
    was: text(change.field, change.was),
    now: text(change.field, change.now),
  }));
  return <ConflictNotice changes={changes} onReload={onReload} onOverwrite={onOverwrite} version={current.version} />;
};
