import { useId } from 'react';
import * as styles from './account.css.ts';
import { ACCOUNT_ROLE_LABELS, type AccountRole } from './accountRoles.ts';

export interface RoleSelectorProps {
  value: AccountRole;
  onChange: (role: AccountRole) => void;
  /** The question above the choice, e.g. "Sign in as". */
  legend: string;
  /** Each role's name; English unless given. */
  labels?: Record<AccountRole, string>;
}

/** Buyer or seller, as a pair of radio buttons drawn as a segmented control (arrow keys switch). */
export function RoleSelector({ value, onChange, legend, labels = ACCOUNT_ROLE_LABELS }: RoleSelectorProps) {
  const name = useId();
  return (
    <fieldset className={styles.roleFieldset}>
      <legend className={styles.roleLegend}>{legend}</legend>
      <div className={styles.roleOptions}>
        {(Object.keys(labels) as AccountRole[]).map((role) => (
          <label key={role} className={styles.roleOption}>
            <input className={styles.roleInput} type="radio" name={name} value={role} checked={value === role} onChange={() => onChange(role)} />
            {labels[role]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
