import { CRM_MAX_LENGTH, SELLER_MESSAGES as M } from '@nirmaan/core';
import type { FieldErrors } from '@nirmaan/core';
import type { SellerDashboardMessages } from './sellerDashboardMessages.ts';

/** The e-mail address core's message gives as an example (SELLER_MESSAGES.crmEmailInvalid). */
const EMAIL_EXAMPLE = 'name@company.com';

/** Each CRM box with a length limit: the label core names it by, and its catalogue choice. */
const LIMITED_FIELDS = [
  { label: 'Name', field: 'name', max: CRM_MAX_LENGTH.name },
  { label: 'Company', field: 'company', max: CRM_MAX_LENGTH.company },
  { label: 'Title', field: 'title', max: CRM_MAX_LENGTH.title },
  { label: 'Description', field: 'description', max: CRM_MAX_LENGTH.description },
  { label: 'Next step', field: 'nextStep', max: CRM_MAX_LENGTH.nextStep },
] as const;

/**
 * A message core's CRM rules wrote in English (a required title, a bad e-mail or phone, a text too
 * long, a bad quantity) in the dashboard's language. Any other text (the server's own detail) is
 * shown as it came.
 */
export function crmCoreText(messages: SellerDashboardMessages, text: string): string {
  switch (text) {
    case M.contactNameRequired:
      return messages['crm.contactNameRequired']();
    case M.leadTitleRequired:
      return messages['crm.leadTitleRequired']();
    case M.taskTitleRequired:
      return messages['crm.taskTitleRequired']();
    case M.crmEmailInvalid:
      return messages['crm.emailInvalid']({ example: EMAIL_EXAMPLE });
    case M.crmPhoneInvalid:
      return messages['crm.phoneInvalid']();
    case M.leadValueInvalid:
      return messages['crm.valueInvalid']();
    case M.taskDueInvalid:
      return messages['crm.dueInvalid']();
    case M.invalidQuantity:
      return messages['crm.invalidQuantity']();
  }
  const limited = LIMITED_FIELDS.find(({ label, max }) => M.tooLong(label, max) === text);
  return limited ? messages['crm.tooLong']({ field: limited.field, max: limited.max }) : text;
}

/** A CRM form's checks (core's validate...Form) with each message in the dashboard's language. */
export function crmFormCheck<Field extends string, Form>(
  messages: SellerDashboardMessages,
  validate: (form: Form) => FieldErrors<Field>,
): (form: Form) => FieldErrors<Field> {
  return (form) => {
    const shown: FieldErrors<Field> = {};
    for (const [field, text] of Object.entries(validate(form)) as [Field, string | undefined][]) if (text) shown[field] = crmCoreText(messages, text);
    return shown;
  };
}
