import { useId } from 'react';
import * as styles from './account.css.ts';
import { ACCOUNT_ROLE_LABELS, type AccountRole } from './accountRoles.ts';

export interface RoleSelectorProps {
  value: AccountRole;
  onChange: (role: AccountRole) => void;
  /** The question above the choice, e.g. "Sign in as". */
  legend: string;
}

/** Buyer or seller, as a pair of radio buttons drawn as a segmented control (arrow keys switch). */
export function RoleSelector({ value, onChange, legend }: RoleSelectorProps) {
  const name = useId();
  return (
    <fieldset className={styles.roleFieldset}>
      <legend className={styles.roleLegend}>{legend}</legend>
      <div className={styles.roleOptions}>
        {(Object.keys(ACCOUNT_ROLE_LABELS) as AccountRole[]).map((role) => (
          <label key={role} className={styles.roleOption}>
            <input className={styles.roleInput} type="radio" name={name} value={role} checked={value === role} onChange={() => onChange(role)} />
            {ACCOUNT_ROLE_LABELS[role]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
