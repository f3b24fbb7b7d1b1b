import { errorDetail } from '../api/errors.ts';
import { SECTION_LOAD_FAILED } from './sectionLoadFailed.ts';

/**
 * Visible texts and messages of the seller dashboard (spec toolkit §2, §5, §8). Apart from the rules
 * (sellerRules.ts), which only the dashboard's tabs need.
 */
export const SELLER_MESSAGES = {
  title: 'Seller Dashboard',
  signInPrompt: 'Please sign in as a seller to view your dashboard',
  signInLink: 'Seller Login',
  exportFailed: 'Failed to export CSV',
  uploadFailed: 'Failed to upload CSV',
  deleteListingFailed: 'Failed to delete listing',
  productWithdrawn: 'Nirmaan has withdrawn this product from the catalogue: buyers no longer see it or this listing.',
  createListingFailed: 'Failed to create listing',
  updateListingFailed: 'Failed to update listing',
  orderStatusFailed: 'Failed to update order status. Please try again.',
  createContactFailed: 'Failed to create contact',
  createLeadFailed: 'Failed to create lead',
  createTaskFailed: 'Failed to create task',
  deleteContactQuestion: 'Delete this contact?',
  deleteLeadQuestion: 'Delete this lead?',
  deleteTaskQuestion: 'Delete this task?',
  deleteContactFailed: 'Failed to delete contact',
  deleteLeadFailed: 'Failed to delete lead',
  deleteTaskFailed: 'Failed to delete task',
  crmExportFailed: 'Export failed',
  crmImportFailed: 'Import failed',
  statusFailed: 'Failed to update status',
  profileFailed: 'Failed to update profile',
  profileSaved: 'Profile updated',
  convertFailed: 'Failed to convert',
  invalidQuantity: 'Invalid quantity',
  loadFailed: SECTION_LOAD_FAILED,
  noListings: 'No listings yet',
  noListingsHint: 'Add your first product listing to start selling',
  noOrders: 'No orders yet',
  noOrdersHint: 'Orders for your listings will appear here',
  productRequired: 'Please choose a product',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be more than 0 with at most 2 decimals',
  stockRequired: 'Stock quantity is required',
  stockInvalid: 'Stock quantity must be a whole number, 0 or more',
  contactNameRequired: 'Contact name is required',
  leadTitleRequired: 'Lead title is required',
  taskTitleRequired: 'Task title is required',
  crmEmailInvalid: 'Enter a valid email address, like name@company.com',
  crmPhoneInvalid: 'Enter a valid phone number: 6 to 15 digits, optionally starting with +',
  leadValueInvalid: 'Enter the value in rupees: 0 or more, with at most 2 decimals',
  taskDueInvalid: 'Enter the due date as a date',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  editContact: 'Edit Contact',
  editLead: 'Edit Lead',
  editTask: 'Edit Task',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  updateContactFailed: 'Failed to update contact',
  updateLeadFailed: 'Failed to update lead',
  updateTaskFailed: 'Failed to update task',
  saved: (name: string) => `${name} saved`,
  pendingNotice: 'Your account is waiting for approval: buyers will see your listings once an admin approves it.',
  rejectedTitle: 'Your account was not approved',
  rejectedNotice: 'Buyers do not see your listings and you receive no leads. You can still update your profile and listings.',
  rejectionReason: 'Reason given:',
  depotTitle: 'Depot and delivery area',
  depotHint: 'Buyers within this distance of your depot see your listings and can order them.',
  depotSaved: (radiusKm: number, pincode: string) => `Depot saved: buyers within ${radiusKm} km of ${pincode} can order your listings.`,
  depotFailed: 'Failed to save your depot',
  gstTitle: 'GST registration',
  gstHint: 'Your GSTIN goes on the tax invoice of every order buyers place with you. Orders placed before you register get no invoice.',
  gstSaved: (state: string, code: string) => `GSTIN saved: your invoices will show it, registered in ${state} (${code}).`,
  gstFailed: 'Failed to save your GSTIN',
  gstMissing: 'Not registered yet: your orders get no tax invoice.',
  /** A GSTIN is registered per state: the depot's state needs its own. */
  gstOtherState: (pincode: string, state: string, code: string) =>
    `Your depot at ${pincode} is in ${state}: register the GSTIN you hold in ${state} (it starts with ${code}).`,
  gstTaken: 'This GSTIN is registered to another seller',
  /** Shown above the dashboard until the seller has a depot (DESIGN.md: listings need it). */
  depotMissingTitle: 'Where do you deliver from?',
  depotMissing: 'Set your depot location and delivery radius before publishing listings: in Profile, under "Depot and delivery area".',
} as const;

/** The spec's fixed alert when a call fails, or the server's detail when it says one. */
export function sellerErrorMessage(error: unknown, fallback: string): string {
  return errorDetail(error, fallback, fallback);
}
