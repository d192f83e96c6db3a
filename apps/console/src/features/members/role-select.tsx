// RoleSelect: a choice of workspace role (owner, admin, viewer), for inviting someone and for
// changing a member's role.
import type { ComponentProps } from 'react';
import { ROLES, type Role } from '@/api/console-types';

interface RoleSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange'> {
  value: Role;
  onChange: (role: Role) => void;
}

export function RoleSelect({ value, onChange, ...select }: RoleSelectProps) {
  return (
    <select {...select} value={value} onChange={(e) => onChange(e.currentTarget.value as Role)}>
      {ROLES.map((item) => (
        <option key={item} value={item}>
          {item}
        </option>
      ))}
    </select>
  );
}
