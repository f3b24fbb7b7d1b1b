export { vars, widgetRootClass, lightColors, darkColors } from './theme/tokens.css.ts';
export { visuallyHidden, focusRing } from './theme/a11y.css.ts';
export { BREAKPOINTS, belowQuery, minWidthQuery, type Breakpoint } from './theme/breakpoints.ts';
export { Button, type ButtonProps } from './button/Button.tsx';
export { TextField, type TextFieldProps } from './field/TextField.tsx';
export { TextAreaField, type TextAreaFieldProps } from './field/TextAreaField.tsx';
export { NumberField, parseNumber, type NumberFieldProps } from './field/NumberField.tsx';
export { Select, type SelectOption, type SelectProps } from './select/Select.tsx';
export { Spinner, type SpinnerProps } from './spinner/Spinner.tsx';
export { PortalContainerContext, usePortalContainer } from './context/PortalContainer.tsx';
export { Link, LinkComponentContext, type LinkProps } from './link/Link.tsx';
export { buttonStyles, type ButtonVariants } from './button/buttonStyles.ts';
export { NavigateContext, useNavigateTo, type Navigate, type NavigateOptions } from './link/navigate.ts';
export { Tabs, type TabItem, type TabsProps } from './tabs/Tabs.tsx';
export { Dialog, type DialogProps } from './dialog/Dialog.tsx';
export { ToastViewport, type ToastViewportProps } from './toast/Toast.tsx';
export {
  createToastStore,
  dismissToast,
  showToast,
  toastStore,
  DEFAULT_TOAST_DURATION,
  type Toast,
  type ToastOptions,
  type ToastStore,
  type ToastStoreOptions,
  type ToastTone,
} from './toast/toastStore.ts';
export { Badge, type BadgeProps, type BadgeTone } from './badge/Badge.tsx';
export { Table, type TableColumn, type TableProps } from './table/Table.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState.tsx';
export { Card, type CardProps } from './card/Card.tsx';
export { ProductPhoto, type ProductPhotoProps } from './photo/ProductPhoto.tsx';
export { Alert, type AlertProps, type AlertTone } from './alert/Alert.tsx';
